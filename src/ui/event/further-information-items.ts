import type { Event, Media } from '@/payload-types'
import { mediaAlt, mediaUrl } from '@/domain/media'

import { richTextHtml } from './rich-text-html'

/**
 * The further information composer (spec 000 section 3 "Composer item"): a text area (rich text)
 * or an image. Only items with a value are shown (spec 000 section 2); any other item type is
 * logged as an error and skipped (spec 000 section 8: "Unknown composer item type: logged").
 */
export type FurtherInformationItem =
  | { kind: 'markup'; key: string; html: string }
  | { kind: 'image'; key: string; src: string; alt: string; caption?: string; width?: number; height?: number }

/** A stored block, read loosely: content written by an older or newer version may hold other types. */
type StoredBlock = { blockType?: unknown; id?: string | null }

export const FURTHER_INFORMATION_LABEL = 'Further information'

export function furtherInformationItems(
  blocks: readonly StoredBlock[] | null | undefined,
  logError: (message: string) => void = console.error,
): FurtherInformationItem[] {
  const items: FurtherInformationItem[] = []
  ;(blocks ?? []).forEach((block, index) => {
    const key = block.id ?? String(index)
    if (block.blockType === 'textArea') {
      const html = richTextHtml((block as TextAreaBlock).furtherInformationText, FURTHER_INFORMATION_LABEL)
      if (html) items.push({ kind: 'markup', key, html })
    } else if (block.blockType === 'image') {
      const image = imageItem(key, block as ImageBlock)
      if (image) items.push(image)
    } else {
      logError(`Further information: unknown composer item type ${JSON.stringify(block.blockType ?? null)}; the item was skipped`)
    }
  })
  return items
}

type ComposerBlock = NonNullable<Event['furtherInformation']>[number]
type TextAreaBlock = Extract<ComposerBlock, { blockType: 'textArea' }>
type ImageBlock = Extract<ComposerBlock, { blockType: 'image' }>

function imageItem(key: string, block: ImageBlock): FurtherInformationItem | undefined {
  // Unpopulated (an id) or missing when the image was deleted: then there is nothing to show.
  const media = block.furtherInformationImage as number | Media | null | undefined
  const src = mediaUrl(media, 'card')
  if (!src) return undefined
  const card = typeof media === 'object' && media ? (media.sizes?.card?.url ? media.sizes.card : media) : undefined
  return {
    kind: 'image',
    key,
    src,
    alt: block.alt?.trim() || mediaAlt(media),
    caption: block.caption?.trim() || undefined,
    width: card?.width ?? undefined,
    height: card?.height ?? undefined,
  }
}
