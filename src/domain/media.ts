import type { Media } from '@/payload-types'

export type MediaSize = keyof NonNullable<Media['sizes']>

/** A populated upload's URL at a named size, falling back to the original; undefined when unpopulated. */
export function mediaUrl(media: number | Media | null | undefined, size?: MediaSize): string | undefined {
  if (!media || typeof media === 'number') return undefined
  return (size && media.sizes?.[size]?.url) || media.url || undefined
}

/** A populated upload's alt text ('' for a decorative or unpopulated image). */
export function mediaAlt(media: number | Media | null | undefined): string {
  return media && typeof media === 'object' ? media.alt : ''
}

/** An image's attributes for a responsive `<img>`: the widest rendition in src, all in srcSet. */
export interface ResponsiveImage {
  src: string
  srcSet?: string
  width: number
  height: number
}

/**
 * A populated upload as a responsive `<img>` from the named renditions (each `{url} {width}w`),
 * falling back to the original when none was made; undefined when unpopulated or without a size
 * (an image with no width and height would move the page when it loads).
 */
export function responsiveImage(media: number | Media | null | undefined, sizes: readonly MediaSize[]): ResponsiveImage | undefined {
  if (!media || typeof media === 'number') return undefined
  const renditions = sizes
    .map((size) => media.sizes?.[size])
    .filter((rendition): rendition is { url: string; width: number; height: number } =>
      Boolean(rendition?.url && rendition.width && rendition.height),
    )
    .sort((a, b) => a.width - b.width)
  const widest = renditions.at(-1)
  if (widest) {
    return {
      src: widest.url,
      srcSet: renditions.length > 1 ? renditions.map((rendition) => `${rendition.url} ${rendition.width}w`).join(', ') : undefined,
      width: widest.width,
      height: widest.height,
    }
  }
  if (!media.url || !media.width || !media.height) return undefined
  return { src: media.url, width: media.width, height: media.height }
}
