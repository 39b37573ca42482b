import { describe, expect, it } from 'vitest'

import { BasketNotFoundError, NotEnoughTicketsError } from '@/booking/basket/errors'

import { bookingOutcome } from './booking-outcome'

describe('bookingOutcome', () => {
  it('answers the result of a call that succeeds', async () => {
    expect(await bookingOutcome(async () => 42)).toEqual({ ok: true, value: 42 })
  })

  it('turns a booking refusal into the message the resident reads, by its class', async () => {
    const outcome = await bookingOutcome(async () => {
      throw new NotEnoughTicketsError(2)
    })
    expect(outcome).toMatchObject({ ok: false, message: 'Sorry, there are only 2 tickets left for this event. Choose fewer tickets and try again.' })
    expect(!outcome.ok && outcome.error).toBeInstanceOf(NotEnoughTicketsError)
    const thrownSync = await bookingOutcome(() => {
      throw new BasketNotFoundError()
    })
    expect(thrownSync).toMatchObject({ ok: false, message: expect.stringMatching(/^We could not find your basket/) })
  })

  it('throws any other error on, as a fault', async () => {
    await expect(
      bookingOutcome(async () => {
        throw new Error('connection refused')
      }),
    ).rejects.toThrow('connection refused')
  })
})
