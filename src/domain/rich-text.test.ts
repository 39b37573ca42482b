import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import { describe, expect, it, vi } from 'vitest'

import { isBlankHtml, richTextToHtml, sanitizeRichHtml } from './rich-text'

vi.mock('@payloadcms/richtext-lexical/html', async (original) => {
  const actual = await original<typeof import('@payloadcms/richtext-lexical/html')>()
  return { ...actual, convertLexicalToHTML: vi.fn(actual.convertLexicalToHTML) }
})

const paragraph = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: null,
    format: '',
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: null,
        format: '',
        indent: 0,
        textFormat: 0,
        children: [{ type: 'text', version: 1, text, format: 0, mode: 'normal', style: '', detail: 0 }],
      },
    ],
  },
})

describe('rich text', () => {
  it('renders lexical paragraphs as HTML', () => {
    expect(richTextToHtml(paragraph('Bring a packed lunch.'))).toContain('<p>Bring a packed lunch.</p>')
  })

  it('converts a state once, however often it is shown, and a changed copy again', () => {
    const state = paragraph('Shown on every visit')
    const calls = vi.mocked(convertLexicalToHTML).mock.calls.length
    expect(richTextToHtml(state)).toBe('<p>Shown on every visit</p>')
    expect(richTextToHtml(state)).toBe('<p>Shown on every visit</p>')
    expect(vi.mocked(convertLexicalToHTML).mock.calls.length).toBe(calls + 1)
    expect(richTextToHtml(paragraph('Edited'))).toBe('<p>Edited</p>')
    expect(vi.mocked(convertLexicalToHTML).mock.calls.length).toBe(calls + 2)
  })

  it('escapes markup typed into lexical text', () => {
    expect(richTextToHtml(paragraph('<script>alert(1)</script>'))).not.toContain('<script>')
  })

  it('strips scripts and inline handlers from HTML', () => {
    const html = sanitizeRichHtml('<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:x">l</a></p>')
    expect(html).toBe('<p>Hi<a>l</a></p>')
  })

  it('adds rel noopener to links opening a new window', () => {
    expect(sanitizeRichHtml('<a href="https://x.test" target="_blank">x</a>')).toContain('rel="noopener noreferrer"')
  })

  it('sanitises rich text stored as HTML text', () => {
    expect(richTextToHtml('<p>Bring a pen.<script>alert(1)</script></p>')).toBe('<p>Bring a pen.</p>')
  })

  it('gives an empty string for nothing', () => {
    expect(richTextToHtml(null)).toBe('')
    expect(richTextToHtml(undefined)).toBe('')
  })
})

describe('isBlankHtml', () => {
  it('counts empty paragraphs, line breaks and spaces as blank', () => {
    expect(isBlankHtml('')).toBe(true)
    expect(isBlankHtml('<p></p>')).toBe(true)
    expect(isBlankHtml('<p><br /></p>\n<p>&nbsp; </p>')).toBe(true)
    expect(isBlankHtml(richTextToHtml(paragraph('')))).toBe(true)
  })

  it('counts text, tables, list items and rules as a value', () => {
    expect(isBlankHtml('<p>Bring a pen.</p>')).toBe(false)
    expect(isBlankHtml('<table><tr><td></td></tr></table>')).toBe(false)
    expect(isBlankHtml('<ul><li></li></ul>')).toBe(false)
    expect(isBlankHtml('<hr />')).toBe(false)
  })
})
