import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import sanitizeHtml from 'sanitize-html'

/**
 * Rich text reaches HTML only through here: Payload's lexical state becomes HTML, which is then
 * sanitised (ARCHITECTURE.md, "Stack"), so a pasted script or inline handler never reaches a page.
 */
const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'code', 'pre', 'blockquote', 'hr',
    'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'a', 'span',
    'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan', 'scope'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
}

export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, allowed)
}

type LexicalState = Parameters<typeof convertLexicalToHTML>[0]['data']

/**
 * The safe HTML of each lexical state already converted. Published content comes from the content
 * cache as the same objects for every visitor until it changes, so an event page converts and
 * sanitises its rich text once, not on every render (about 3 % of an event page's render CPU, issue 27
 * point 2); a state nobody holds any more is forgotten with it.
 */
const htmlOfState = new WeakMap<object, string>()

/** Lexical state (or plain HTML text, or nothing) to safe HTML; empty string when there is nothing. */
export function richTextToHtml(value: unknown): string {
  if (!value) return ''
  if (typeof value !== 'object') return sanitizeRichHtml(String(value))
  const kept = htmlOfState.get(value)
  if (kept !== undefined) return kept
  const html = sanitizeRichHtml(convertLexicalToHTML({ data: value as LexicalState, disableContainer: true }))
  htmlOfState.set(value, html)
  return html
}

/**
 * True when sanitised HTML shows nothing: no text once tags are removed, and no table, list item or
 * rule. An editor's emptied rich text field is often '<p></p>' or '<p><br></p>', which should count
 * as "no value" (the event page renders only the parts that have one).
 */
export function isBlankHtml(html: string): boolean {
  if (/<(table|li|hr)\b/i.test(html)) return false
  const text = html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\s/g, '')
  return text === ''
}
