import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { AlertBanner } from './alert-banner'

describe('AlertBanner', () => {
  const alerts = [
    { id: '1', title: 'Winter opening hours', contentHtml: '<p>Check first.</p>', matchLocations: [] },
    { id: '2', title: 'Enrolment is open', contentHtml: '<p>Enrol now.</p>', matchLocations: ['/step2skills'] },
  ]

  it('draws no banner when there are no alerts', () => {
    expect(renderToStaticMarkup(<AlertBanner alerts={[]} pathname="/" />)).toBe('')
  })

  it('draws no banner when every alert for the path is dismissed', () => {
    expect(renderToStaticMarkup(<AlertBanner alerts={alerts} pathname="/events" dismissedIds={['1']} />)).toBe('')
  })

  it('draws one alert, the one whose path fits the page most closely', () => {
    const html = renderToStaticMarkup(<AlertBanner alerts={alerts} pathname="/step2skills/courses" />)
    expect(html).toContain('Enrolment is open')
    expect(html).not.toContain('Winter opening hours')
    expect(html.match(/govuk-notification-banner__heading/g)).toHaveLength(1)
    expect(renderToStaticMarkup(<AlertBanner alerts={alerts} pathname="/events" />)).toContain('Winter opening hours')
  })

  it('draws the alerts for the path, without Dismiss buttons before JavaScript runs', () => {
    const html = renderToStaticMarkup(<AlertBanner alerts={alerts} pathname="/step2skills" dismissedIds={['1']} />)
    expect(html).toContain('Enrolment is open')
    expect(html).not.toContain('Winter opening hours')
    expect(html).not.toContain('Dismiss')
  })
})
