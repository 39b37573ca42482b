/**
 * Search lives at every path beginning /search (spec 000 section 2, spec 001 section 2), so
 * /search/anything is the same search page, reading the same ?term=.
 */
export { default, generateMetadata } from '../page'
