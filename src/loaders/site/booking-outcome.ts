import { BookingError } from '@/booking/errors'

export type BookingOutcome<T> = { ok: true; value: T } | { ok: false; error: BookingError; message: string }

/**
 * A booking service call as the site's server actions and pages need it, mapped in this one place
 * (the API's edge has its own, src/api/error-answer.ts): the call's result, or, when the
 * booking refused it with a BookingError, the message the resident reads (the catalogue's words, the
 * same the API's errorCode carries). Anything else is a fault and is thrown on to Next.js's error page.
 */
export async function bookingOutcome<T>(call: () => Promise<T>): Promise<BookingOutcome<T>> {
  try {
    return { ok: true, value: await call() }
  } catch (error) {
    if (error instanceof BookingError) return { ok: false, error, message: error.message }
    throw error
  }
}
