'use client'

import { useEffect, useState } from 'react'

import type { CalendarEngagement } from '@/contracts/checkout'
import { bookingApiPaths } from '@/domain/paths'

import { getCalendar, wait } from '../api-client/outcome-api'

import { AddToCalendar } from './add-to-calendar'
import { calendarEventsOf } from './calendar-events'
import { fetchCalendar } from './calendar-fetch'

/**
 * The add-to-calendar control of a booking that the page learned about in the browser (the
 * payment return verified by script, before the server's view of it arrives): its engagements come
 * from GET /baskets/{basketId}/calendar with the spec's retries, and a failure shows nothing (spec
 * 000 section 8). Given engagements (the finish answer carries them) it makes no call.
 */
export function AddToCalendarFromApi({ basketId, engagements }: { basketId: string; engagements?: CalendarEngagement[] }) {
  const [fetched, setFetched] = useState<CalendarEngagement[] | null>(null)
  const given = engagements && engagements.length > 0 ? engagements : null

  useEffect(() => {
    if (given) return
    let current = true
    void fetchCalendar(basketId, { getCalendar: (id) => getCalendar(id), wait }).then((answer) => {
      if (current) setFetched(answer)
    })
    return () => {
      current = false
    }
  }, [basketId, given])

  const events = calendarEventsOf(given ?? fetched ?? [])
  if (events.length === 0) return null
  return (
    <>
      {events.map((event) => (
        <AddToCalendar key={`${event.title}-${event.start.toISOString()}`} event={event} icsHref={bookingApiPaths.basketCalendarIcs(basketId)} />
      ))}
    </>
  )
}
