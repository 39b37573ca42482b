import { describe, expect, it } from 'vitest'

import { checkFreeMeansZero, computeEventUri } from './events'

describe('event uri', () => {
  it('is the listing path of the content type plus the slug', () => {
    expect(computeEventUri({ contentType: 'eventHAFLS', slug: 'pottery' })).toBe('/step2skills/pottery')
    expect(computeEventUri({ contentType: 'eventLibraries', slug: 'rhymetime' })).toBe('/events/rhymetime')
  })

  it('uses the stored values for whatever an update leaves out', () => {
    expect(computeEventUri({ slug: 'new-slug' }, { contentType: 'eventSend', slug: 'old' })).toBe('/local-offer/new-slug')
    expect(computeEventUri({ contentType: 'eventSendAcademy' }, { contentType: 'eventSend', slug: 'x' })).toBe('/send-academy/x')
  })

  it('is left alone without a slug or with an unknown content type', () => {
    expect(computeEventUri({ contentType: 'eventHAFLS' })).toBeUndefined()
    expect(computeEventUri({ contentType: 'eventUnknown', slug: 'x' })).toBeUndefined()
  })
})

describe('free or paid', () => {
  it('a free event costs nothing and a paid one costs something', () => {
    expect(checkFreeMeansZero('free', 0)).toBe(true)
    expect(checkFreeMeansZero('free', null)).toBe(true)
    expect(checkFreeMeansZero('free', 500)).toMatch(/price of 0/)
    expect(checkFreeMeansZero('paid', 500)).toBe(true)
    expect(checkFreeMeansZero('paid', 0)).toMatch(/price above 0/)
  })
})
