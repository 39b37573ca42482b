import { describe, expect, it } from 'vitest'

import {
  BasketLimitError,
  BasketNotFoundError,
  BasketStateError,
  ConcessionMaximumError,
  ConcessionNotFoundError,
  ConcessionStockError,
  EventNotOnSaleError,
  NotEnoughTicketsError,
} from '../booking/basket/errors'
import { BOOKING_MESSAGES } from '../booking/booking-messages'
import { EventNotFoundError, InvalidBookingRequestError } from '../booking/errors'

import { errorAnswerOf } from './error-answer'
import { checkoutRequestSchema } from '../contracts/basket'

describe('errorAnswerOf', () => {
  it.each([
    [new InvalidBookingRequestError('x'), 400],
    [new EventNotFoundError('x'), 404],
    [new BasketNotFoundError(), 404],
    [new EventNotOnSaleError('x'), 409],
    [new NotEnoughTicketsError(0), 409],
    [new ConcessionStockError('c', 'Adult', 1), 409],
    [new BasketStateError('ordered'), 409],
    [new ConcessionNotFoundError('c'), 422],
    [new ConcessionMaximumError('c', 'Adult', 2), 422],
    [new BasketLimitError(10), 422],
  ])('answers %o with %i and its own message, by its class', (error, status) => {
    expect(errorAnswerOf(error)).toEqual({ status, message: error.message, fault: false })
  })

  it('answers a body its zod schema refused with 400, naming the first problem as the service does', () => {
    const parsed = checkoutRequestSchema.safeParse({ eventId: 1, concessionsToAddList: [{ concessionId: 'a', ticketsToAdd: 1.5 }] })
    const validation = parsed.error!.issues.map((issue) => ({
      [Symbol.for('ZodFastifySchemaValidationError')]: true,
      keyword: issue.code,
      instancePath: `/${issue.path.join('/')}`,
      schemaPath: '#',
      message: issue.message,
      params: {},
    }))
    expect(errorAnswerOf(Object.assign(new Error('invalid'), { statusCode: 400, validation, validationContext: 'body' }))).toEqual({
      status: 400,
      message: BOOKING_MESSAGES.invalidRequest('concessionsToAddList.0.ticketsToAdd: ticketsToAdd must be a whole number'),
      fault: false,
    })
  })

  it('words Fastify\'s own refusals by their code, and any other 4xx it raises as unreadable', () => {
    const fastifyError = (code: string, statusCode: number) => Object.assign(new Error('from fastify'), { code, statusCode })
    expect(errorAnswerOf(fastifyError('FST_ERR_CTP_INVALID_JSON_BODY', 400))).toMatchObject({ status: 400, message: BOOKING_MESSAGES.invalidRequest('the request body is not JSON') })
    expect(errorAnswerOf(fastifyError('FST_ERR_CTP_EMPTY_JSON_BODY', 400))).toMatchObject({ status: 400, message: BOOKING_MESSAGES.invalidRequest('the request body is empty') })
    expect(errorAnswerOf(fastifyError('FST_ERR_CTP_BODY_TOO_LARGE', 413))).toMatchObject({ status: 413, message: BOOKING_MESSAGES.invalidRequest('the request body is too large') })
    expect(errorAnswerOf(fastifyError('FST_ERR_CTP_INVALID_MEDIA_TYPE', 415))).toMatchObject({ status: 415, fault: false })
    expect(errorAnswerOf(Object.assign(new Error('aborted'), { statusCode: 400 }))).toEqual({
      status: 400,
      message: BOOKING_MESSAGES.invalidRequest('the request could not be read'),
      fault: false,
    })
  })

  it('counts anything else as a fault, whatever its message says', () => {
    expect(errorAnswerOf(new Error('Sorry, this event is sold out.'))).toEqual({ status: 500, fault: true })
    expect(errorAnswerOf(Object.assign(new Error('value out of range for type integer'), { code: '22003' }))).toEqual({ status: 500, fault: true })
    expect(errorAnswerOf(Object.assign(new Error('server error'), { statusCode: 503 }))).toEqual({ status: 500, fault: true })
    expect(errorAnswerOf('a string')).toEqual({ status: 500, fault: true })
    expect(errorAnswerOf(null)).toEqual({ status: 500, fault: true })
  })
})
