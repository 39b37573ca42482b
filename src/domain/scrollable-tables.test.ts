import { describe, expect, it } from 'vitest'

import { sanitizeRichHtml } from './rich-text'
import { wrapTablesForScrolling } from './scrollable-tables'

const TABLE = '<table><tbody><tr><th>Day</th><td>Monday</td></tr></tbody></table>'

describe('wrapTablesForScrolling', () => {
  it('wraps a table in a focusable, named scroll region', () => {
    expect(wrapTablesForScrolling(`<p>Fees</p>${TABLE}`, 'Further information')).toBe(
      '<p>Fees</p><div class="app-table-scroll" role="region" aria-label="Further information table" tabindex="0">' +
        '<table class="govuk-table"><tbody><tr><th>Day</th><td>Monday</td></tr></tbody></table></div>',
    )
  })

  it('numbers the regions when there are several tables', () => {
    const html = wrapTablesForScrolling(`${TABLE}<p>and</p>${TABLE}`, 'About')
    expect(html).toContain('aria-label="About table 1"')
    expect(html).toContain('aria-label="About table 2"')
    expect(html.match(/<\/table><\/div>/g)).toHaveLength(2)
  })

  it('leaves HTML without tables untouched', () => {
    expect(wrapTablesForScrolling('<p>No tables here</p>', 'About')).toBe('<p>No tables here</p>')
    expect(wrapTablesForScrolling('', 'About')).toBe('')
  })

  it('does not mistake escaped text for a table', () => {
    const html = sanitizeRichHtml('<p>&lt;table&gt; is a tag</p>')
    expect(wrapTablesForScrolling(html, 'About')).toBe(html)
  })

  it('escapes the label inside the attribute', () => {
    expect(wrapTablesForScrolling(TABLE, 'Fees & "extras" <2026>')).toContain(
      'aria-label="Fees &amp; &quot;extras&quot; &lt;2026&gt; table"',
    )
  })

  it('works on sanitised HTML, whose table tags have lost their attributes', () => {
    const html = wrapTablesForScrolling(sanitizeRichHtml('<TABLE onclick="x()" style="width:2000px"><tr><td>1</td></tr></TABLE>'), 'Fees')
    expect(html).toMatch(/^<div class="app-table-scroll" role="region" aria-label="Fees table" tabindex="0"><table class="govuk-table">/)
    expect(html).not.toContain('onclick')
    expect(html.endsWith('</table></div>')).toBe(true)
  })
})
