/** The events home's parts (spec 000 section 2 'Events home'). */
export { overlayAlpha } from './banner-overlay'
export { type BannerImage, HOME_BANNER_IMAGE_SIZES, HomeBanner, type HomeBannerProps } from './home-banner'
export { type ServiceCard, ServiceCards } from './service-cards'
