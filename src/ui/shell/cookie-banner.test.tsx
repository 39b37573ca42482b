import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { CookieBanner } from './cookie-banner'
import { COOKIES_CHOSEN_CLASS, FRONTEND_SUPPORTED_SNIPPET } from './frontend-supported-script'

describe('CookieBanner', () => {
  it('asks with a form that records the choice without JavaScript and brings the resident back', () => {
    const html = renderToStaticMarkup(<CookieBanner serviceName="Events and courses" tagManagerId="GTM-AB12CD3" returnPath="/events" />)
    expect(html).toContain('aria-label="Cookies on Events and courses"')
    expect(html).toMatch(/<form [^>]*action="\/cookies\/preferences" method="post"/)
    expect(html).toContain('<input type="hidden" name="returnTo" value="/events"/>')
    expect(html).toContain('<button type="submit" value="yes" class="govuk-button" name="analytics">Accept analytics cookies</button>')
    expect(html).toContain('<button type="submit" value="no" class="govuk-button" name="analytics">Reject analytics cookies</button>')
    expect(html).toContain('href="/cookies">View cookies</a>')
    // Nothing of the tag manager is in the page itself: it is loaded only after the choice.
    expect(html).not.toContain('googletagmanager')
  })
})

describe('the body snippet', () => {
  function classesFor(cookie: string): string {
    const document = { cookie, body: { className: '' } }
    new Function('document', 'HTMLScriptElement', FRONTEND_SUPPORTED_SNIPPET)(document, { prototype: { noModule: true } })
    return document.body.className
  }

  it('marks a resident who has chosen, either way, so the question never shows', () => {
    expect(classesFor('a=1; analytics_consent=yes')).toContain(COOKIES_CHOSEN_CLASS)
    expect(classesFor('analytics_consent=no')).toContain(COOKIES_CHOSEN_CLASS)
  })

  it('does not mark one who has not, or whose cookie is not ours', () => {
    expect(classesFor('')).toBe(' js-enabled govuk-frontend-supported')
    expect(classesFor('x=analytics_consent=yes; analytics_consent=maybe')).not.toContain(COOKIES_CHOSEN_CLASS)
  })
})
