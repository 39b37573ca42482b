import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { PageWidgets } from './page-widgets'

const SITE = 'https://events.example.gov.uk'

describe('PageWidgets', () => {
  it('renders nothing, and so loads nothing, when no widget is configured', () => {
    expect(renderToStaticMarkup(<PageWidgets siteUrl={SITE} />)).toBe('')
  })

  it("links 'Rate this page' to the feedback form with the page's address", () => {
    const html = renderToStaticMarkup(<PageWidgets siteUrl={SITE} ratePageUrl="https://forms.example.gov.uk/rate?page={url}" />)
    expect(html).toContain('Rate this page')
    expect(html).toContain('href="https://forms.example.gov.uk/rate?page=https%3A%2F%2Fevents.example.gov.uk%2F"')
    expect(html).not.toContain('<script')
  })

  it('adds the translate script only when its address is configured', () => {
    const html = renderToStaticMarkup(
      <PageWidgets siteUrl={SITE} translateScriptUrl="https://translate.google.com/translate_a/element.js?cb=googleTranslateElementInit" />,
    )
    expect(html).toContain('Translate this site')
    expect(html).toContain('id="app-translate-widget"')
    expect(html).toContain('<script>')
    expect(html).toContain('translate.google.com')
    expect(html).not.toContain('Rate this page')
  })
})
