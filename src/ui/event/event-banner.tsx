import type { Media } from '@/payload-types'
import { mediaAlt, mediaUrl } from '@/site/media'

export interface EventBannerProps {
  image: number | Media | null | undefined
  /** The event's own alt text for its banner; the image's alt text is used when blank. */
  alt?: string | null
}

/**
 * The banner at the top of the event page (spec 000 section 2), at the 1440 px 'banner' size.
 * Without an image a default banner shows: a band in the page's brand colour drawn in CSS, so it
 * follows the variant (send, hafls, default) and costs no request. It says nothing, so it is
 * hidden from assistive technology.
 */
export function EventBanner({ image, alt }: EventBannerProps) {
  const src = mediaUrl(image, 'banner')
  if (!src || typeof image !== 'object' || !image) {
    return <div className="app-event-banner app-event-banner--default" aria-hidden="true" />
  }
  const size = image.sizes?.banner?.url ? image.sizes.banner : image
  return (
    <div className="app-event-banner">
      {/* A plain img: next/image is a client component and would add JavaScript to a page that needs none. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        className="app-event-banner__image"
        src={src}
        alt={alt?.trim() || mediaAlt(image)}
        width={size.width ?? undefined}
        height={size.height ?? undefined}
      />
    </div>
  )
}
