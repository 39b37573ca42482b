/** /checkout-status: the same page as /booking-status (spec 000 section 2: "same flow"). */
export { default, generateMetadata } from '../booking-status/page'
