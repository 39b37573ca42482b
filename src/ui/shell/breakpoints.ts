/**
 * Layout breakpoints in CSS pixels (spec 000 section 9), mirrored in src/ui/styles/_settings.scss.
 * At MOBILE_MAX_WIDTH or less the header search becomes a toggle and the navigation a menu panel.
 */
export const BREAKPOINTS = {
  small: 480,
  tablet: 640,
  medium: 768,
  large: 992,
  desktop: 1024,
  wide: 1440,
} as const

export const MOBILE_MAX_WIDTH = 769

export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`
