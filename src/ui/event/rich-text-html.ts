import { isBlankHtml, richTextToHtml } from '@/domain/rich-text'
import { wrapTablesForScrolling } from '@/domain/scrollable-tables'

/**
 * Rich text as the event page shows it: through the one sanitiser (src/domain/rich-text.ts), with
 * tables wrapped in a focusable scroll region named after the part of the page they are in.
 * Undefined when there is nothing to show, so callers render the part only when it has a value.
 */
export function richTextHtml(value: unknown, tableLabel: string): string | undefined {
  const html = richTextToHtml(value)
  if (isBlankHtml(html)) return undefined
  return wrapTablesForScrolling(html, tableLabel)
}
