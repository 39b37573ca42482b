import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { BookingLoadFailed } from './booking-load-failed'

describe('BookingLoadFailed', () => {
  it("says the spec's text as an alert, with the way back to the events", () => {
    const html = renderToStaticMarkup(<BookingLoadFailed />)
    expect(html).toContain('role="alert"')
    expect(html).toContain('Failed to get event info from API')
    expect(html).toContain('<a class="govuk-link" href="/">Back to Events</a>')
    expect(html).not.toContain('Try again')
  })

  it('offers to try again once the page can', () => {
    expect(renderToStaticMarkup(<BookingLoadFailed onRetry={() => undefined} />)).toContain('Try again')
  })
})
