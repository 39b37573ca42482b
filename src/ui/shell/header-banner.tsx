import { cssBackgroundImage, overlayAlpha } from './banner-overlay'

export interface HeaderBannerProps {
  imageUrl?: string
  /** Site config overlayOpacity: 0 to 1, or a percentage. */
  overlayOpacity?: number
}

/**
 * The header banner image from site config with its darkening overlay (spec 001 section 3). It is
 * decorative: pages put their own heading in main, so the banner carries no text and is hidden
 * from assistive technology. Nothing renders without an image.
 */
export function HeaderBanner({ imageUrl, overlayOpacity }: HeaderBannerProps) {
  if (!imageUrl) return null
  return (
    <div className="app-banner" aria-hidden="true" style={{ backgroundImage: cssBackgroundImage(imageUrl) }}>
      <div className="app-banner__overlay" style={{ opacity: overlayAlpha(overlayOpacity) }} />
    </div>
  )
}
