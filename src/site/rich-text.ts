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

/** Lexical state (or plain HTML text, or nothing) to safe HTML; empty string when there is nothing. */
export function richTextToHtml(value: unknown): string {
  if (!value) return ''
  if (typeof value === 'string') return sanitizeRichHtml(value)
  const html = convertLexicalToHTML({ data: value as LexicalState, disableContainer: true })
  return sanitizeRichHtml(html)
}
