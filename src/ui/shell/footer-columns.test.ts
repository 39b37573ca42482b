import { describe, expect, it } from 'vitest'

import { footerColumnWidthClass } from './footer-columns'

describe('footerColumnWidthClass', () => {
  it('shares the footer width between the columns, four at most to a row', () => {
    expect(footerColumnWidthClass(1)).toBe('govuk-grid-column-full')
    expect(footerColumnWidthClass(2)).toBe('govuk-grid-column-one-half')
    expect(footerColumnWidthClass(3)).toBe('govuk-grid-column-one-third')
    expect(footerColumnWidthClass(4)).toBe('govuk-grid-column-one-quarter')
    expect(footerColumnWidthClass(7)).toBe('govuk-grid-column-one-quarter')
  })
})
