import { describe, expect, it } from 'vitest'

import { richTextHtml } from './rich-text-html'

describe('richTextHtml', () => {
  it('sanitises and keeps text', () => {
    expect(richTextHtml('<p onclick="x()">Free parking</p><script>alert(1)</script>', 'Parking')).toBe('<p>Free parking</p>')
  })

  it('wraps tables in a named scroll region', () => {
    expect(richTextHtml('<table><tr><td>£5</td></tr></table>', 'Fees')).toContain('role="region" aria-label="Fees table" tabindex="0"')
  })

  it('gives nothing for empty rich text', () => {
    expect(richTextHtml(null, 'About')).toBeUndefined()
    expect(richTextHtml('<p><br></p>', 'About')).toBeUndefined()
  })
})
