import type { Media } from '@/payload-types'
import { mediaAlt, responsiveImage } from '@/domain/media'

export interface EventBannerProps {
  image: number | Media | null | undefined
  /** The event's own alt text for its banner; the image's alt text is used when blank. */
  alt?: string | null
}

/** The banner spans the page grid: the viewport less its margins, at most govuk's 1200 px page. */
const EVENT_BANNER_SIZES = '(min-width: 1260px) 1200px, 100vw'

/**
 * The banner at the top of the event page (spec 000 section 2), at the 1440 px 'banner' size, with
 * the 640 px 'card' rendition offered for phones (srcset), and fetched first: it is the page's
 * largest paint. Without an image a default banner shows: a band in the page's brand colour drawn
 * in CSS, so it follows the variant (send, hafls, default) and costs no request. It says nothing,
 * so it is hidden from assistive technology.
 */
export function EventBanner({ image, alt }: EventBannerProps) {
  const picture = responsiveImage(image, ['card', 'banner'])
  if (!picture || typeof image !== 'object' || !image) {
    return <div className="app-event-banner app-event-banner--default" aria-hidden="true" />
  }
  return (
    <div className="app-event-banner">
      {/* A plain img: next/image is a client component and would add JavaScript to a page that needs none. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        className="app-event-banner__image"
        src={picture.src}
        srcSet={picture.srcSet}
        sizes={picture.srcSet ? EVENT_BANNER_SIZES : undefined}
        alt={alt?.trim() || mediaAlt(image)}
        width={picture.width}
        height={picture.height}
        fetchPriority="high"
      />
    </div>
  )
}
