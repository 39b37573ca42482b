import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'

import { BOOKING_MESSAGES } from '../booking/booking-messages'
import { BookingError, invalidRequestError, type RequestIssue } from '../booking/errors'

import { httpStatusOf } from './http-status'

/**
 * What the booking API answers for an error, decided in this one place for every route (STYLE.md
 * "Errors"; ARCHITECTURE.md: typed errors are mapped to HTTP status at the edge, never by message
 * text). The Fastify error handler in booking-api.ts turns the answer into the body's shape.
 *
 * - A BookingError: its status by class (http-status.ts) and its catalogue message.
 * - A body or path parameter the route's zod schema refused: 400 with the first problem, worded as
 *   the service words it (invalidRequestError).
 * - A request Fastify itself refused before any handler ran (not JSON, too large, not
 *   application/json, a broken body): its 4xx, with our words chosen by the error's code.
 * - Anything else is a fault: 500, and the caller logs it under a reference the resident is given.
 */
export type ErrorAnswer = { status: number; message: string; fault: false } | { status: 500; fault: true }

/** Fastify's own refusals, by the code it gives them (fastify/lib/errors.js). */
const REFUSAL_DETAIL: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: BOOKING_MESSAGES.notJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: BOOKING_MESSAGES.emptyBody,
  FST_ERR_CTP_BODY_TOO_LARGE: BOOKING_MESSAGES.tooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: BOOKING_MESSAGES.notJsonMediaType,
}

interface FrameworkError {
  code?: unknown
  statusCode?: unknown
}

/** Fastify's path/body issue ('/concessionsToAddList/0/ticketsToAdd') as a zod-style path. */
function issuesOf(validation: ReadonlyArray<{ instancePath: string; message?: string }>): RequestIssue[] {
  return validation.map((issue) => ({
    path: issue.instancePath.split('/').filter((part) => part !== ''),
    message: issue.message ?? 'not valid',
  }))
}

export function errorAnswerOf(error: unknown): ErrorAnswer {
  if (error instanceof BookingError) return { status: httpStatusOf(error), message: error.message, fault: false }
  if (hasZodFastifySchemaValidationErrors(error)) return { status: 400, message: invalidRequestError(issuesOf(error.validation)).message, fault: false }
  const { code, statusCode } = (typeof error === 'object' && error !== null ? error : {}) as FrameworkError
  // Only Fastify (its body reader and parsers) gives an error a 4xx statusCode here: our services throw
  // BookingErrors, and pg's errors carry none. A body cut off by a buyer who went away lands here too.
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    const detail = (typeof code === 'string' ? REFUSAL_DETAIL[code] : undefined) ?? BOOKING_MESSAGES.unreadable
    return { status: statusCode, message: BOOKING_MESSAGES.invalidRequest(detail), fault: false }
  }
  return { status: 500, fault: true }
}
