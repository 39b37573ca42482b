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
