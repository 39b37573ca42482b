import { describe, expect, it } from 'vitest'

import { isBookingApiPath } from './http-server'

/** The web server's one decision per request: the booking API's Fastify edge, or Next.js. */
describe('isBookingApiPath', () => {
  it('sends /eventsbookingapi and everything below it to the booking API, and nothing else', () => {
    for (const url of ['/eventsbookingapi', '/eventsbookingapi/', '/eventsbookingapi/baskets/checkout', '/eventsbookingapi?x=1', '/eventsbookingapi/health?probe=lb']) {
      expect(isBookingApiPath(url)).toBe(true)
    }
    for (const url of [undefined, '/', '/events', '/eventsbookingapix', '/eventsbookingapi-old/x', '/EVENTSBOOKINGAPI/health', '//eventsbookingapi/health', '/booking/eventsbookingapi']) {
      expect(isBookingApiPath(url)).toBe(false)
    }
  })
})
