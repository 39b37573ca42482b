import { overlayAlpha } from './banner-overlay'

/** An image as `<img>` attributes: its largest rendition in src, every rendition in srcSet. */
export interface BannerImage {
  src: string
  srcSet?: string
  width: number
  height: number
}

export interface HomeBannerProps {
  /** The page's h1: the site-config title. */
  title: string
  /** The site-config strapline; none is shown when blank. */
  strapline?: string
  /** The site-config banner image; without one the panel stands alone. */
  image?: BannerImage
  /** Site config overlayOpacity: 0 to 1, or a percentage. */
  overlayOpacity?: number
}

/** The banner spans the page grid: the viewport less its margins, at most govuk's 1200 px page. */
export const HOME_BANNER_IMAGE_SIZES = '(min-width: 1260px) 1200px, 100vw'

/**
 * The events home's banner (spec 001 section 3, site config header; docs/decisions/0014): the
 * page's heading and strapline as text in a solid brand-dark panel, which keeps AA contrast (white
 * on #0b4144 is 11:1) whatever the picture or its overlay, under the picture on a phone and over
 * its lower corner from tablet width up. The picture is decorative: the words are in the panel. Its
 * width and height are given, so its space is kept before it loads (no layout shift), and it is
 * the home's largest paint, so it is fetched first.
 */
export function HomeBanner({ title, strapline, image, overlayOpacity }: HomeBannerProps) {
  return (
    <div className={`app-hero${image ? '' : ' app-hero--no-image'}`}>
      {image ? (
        <div className="app-hero__media">
          {/* A plain img: next/image is a client component and would add JavaScript for one picture. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            className="app-hero__image"
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.srcSet ? HOME_BANNER_IMAGE_SIZES : undefined}
            width={image.width}
            height={image.height}
            alt=""
            fetchPriority="high"
          />
          <div className="app-hero__overlay" style={{ opacity: overlayAlpha(overlayOpacity) }} />
        </div>
      ) : null}
      <div className="app-hero__panel">
        <h1 className="govuk-heading-xl app-hero__title">{title}</h1>
        {strapline ? <p className="govuk-body-l app-hero__strapline">{strapline}</p> : null}
      </div>
    </div>
  )
}
