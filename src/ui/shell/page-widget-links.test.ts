import { describe, expect, it } from 'vitest'

import { ratePageHref, translateCallbackName, translateWidgetLoader } from './page-widget-links'

describe('ratePageHref', () => {
  it('puts the rated page address, encoded, in place of {url}', () => {
    expect(ratePageHref('https://forms.example.gov.uk/rate?page={url}', 'https://events.example.gov.uk/events?term=a b')).toBe(
      'https://forms.example.gov.uk/rate?page=https%3A%2F%2Fevents.example.gov.uk%2Fevents%3Fterm%3Da%20b',
    )
  })

  it('uses a feedback address without a placeholder as it is', () => {
    expect(ratePageHref('https://forms.example.gov.uk/rate', 'https://events.example.gov.uk/')).toBe('https://forms.example.gov.uk/rate')
  })
})

describe('translateCallbackName', () => {
  it("reads the callback from the script address's cb parameter", () => {
    expect(translateCallbackName('https://translate.google.com/translate_a/element.js?cb=googleTranslateElementInit')).toBe(
      'googleTranslateElementInit',
    )
  })

  it('gives none without a cb parameter, for an unusable name, or for an address that is not one', () => {
    expect(translateCallbackName('https://widgets.example.com/translate.js')).toBeUndefined()
    expect(translateCallbackName('https://widgets.example.com/translate.js?cb=alert(1)')).toBeUndefined()
    expect(translateCallbackName('not a url')).toBeUndefined()
  })
})

describe('translateWidgetLoader', () => {
  it('defines the callback before it adds the script', () => {
    const script = translateWidgetLoader('https://translate.google.com/translate_a/element.js?cb=init', 'widget')
    expect(script.indexOf('window["init"]')).toBeGreaterThanOrEqual(0)
    expect(script.indexOf('window["init"]')).toBeLessThan(script.indexOf('document.head.appendChild'))
    expect(script).toContain('"widget"')
    expect(script).toContain('s.src="https://translate.google.com/translate_a/element.js?cb=init"')
  })

  it('only adds the script when the address names no callback', () => {
    const script = translateWidgetLoader('https://widgets.example.com/translate.js')
    expect(script).not.toContain('window[')
    expect(script).toContain('s.src="https://widgets.example.com/translate.js"')
  })

  it('cannot be made to close its script element', () => {
    expect(translateWidgetLoader('https://widgets.example.com/t.js?x=</script><script>alert(1)')).not.toContain('</script>')
  })
})
