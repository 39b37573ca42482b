import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { BOOKING_API_PREFIX } from '../domain/paths'

import { createBookingApi } from './booking-api'
import { type BookingApiDeps } from './route-group'
import { openApiDocument, openApiText } from './openapi'

const FILE = path.resolve(import.meta.dirname, '../../docs/api/openapi.json')

describe('the OpenAPI document', () => {
  it('is committed as generated from the zod schemas (run npx tsx scripts/openapi.ts when this fails)', () => {
    expect(fs.readFileSync(FILE, 'utf8')).toBe(openApiText())
  })

  it('documents exactly the routes the edge serves, method by method', async () => {
    const api = createBookingApi({} as BookingApiDeps)
    const served: string[] = []
    api.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') served.push(`${method} ${route.url}`)
    })
    await api.ready()
    const doc = openApiDocument() as { paths: Record<string, Record<string, object>> }
    const documented = Object.entries(doc.paths).flatMap(([url, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${BOOKING_API_PREFIX}${url.replace(/\{(\w+)\}/g, ':$1')}`),
    )
    expect(served.sort()).toEqual(documented.sort())
    await api.close()
  })

  it('describes the booking endpoints and says prices are pence', () => {
    const doc = openApiDocument() as { paths: Record<string, object>; components: { schemas: Record<string, { properties?: Record<string, { description?: string }> }> } }
    expect(Object.keys(doc.paths)).toEqual([
      '/health', '/events/booking/{slug}', '/baskets/checkout', '/baskets/email', '/baskets/{basketId}', '/baskets/{basketId}/events/{eventId}',
      '/baskets/{basketId}/extend', '/baskets/{basketId}/calendar', '/baskets/{basketId}/post-checkout', '/baskets/{basketId}/calendar.ics',
      '/checkout/{basketId}/start', '/checkout/{basketId}/bypass', '/checkout/{basketId}/finish', '/baskets/{basketId}/paid',
      '/baskets/{basketId}/customer', '/baskets/{basketId}/orders',
      '/console/listevents/{area}', '/console/event/getattendees', '/console/event/updateattdence', '/console/check-in', '/console/ticket/release',
      '/console/event/waitlist', '/console/event/search', '/console/bookings', '/console/bookings/cancel', '/console/event/bookings-per-day',
      '/events/waitlist', '/events/waitlist/add', '/events/waitlist/link', '/events/assets', '/govuk-pay/webhook',
    ])
    expect(doc.components.schemas.BasketConcession!.properties!.totalPrice!.description).toMatch(/pence/)
    expect(Object.keys(doc.components.schemas.Basket!.properties!)).toEqual(
      expect.arrayContaining(['id', 'eventId', 'basketTime', 'numberOfTicketsInBasket', 'concessions', 'eventContentTypeId', 'serviceTerms', 'eventUri', 'gl', 'costCode', 'basketLines', 'checkoutGuidance', 'bookingQuestions', 'ticketingQuestions', 'completeURI', 'errorCode']),
    )
  })
})
