import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { FinishResponse } from '@/contracts/checkout'

import { fetchCalendar } from '../calendar/calendar-fetch'

import { pollFinish } from './finish-polling'

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(0)
})
afterEach(() => {
  vi.useRealTimers()
})

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
const answer = (overrides: Partial<FinishResponse>): FinishResponse => ({
  success: false,
  bookingReference: null,
  transactionReference: null,
  engagements: [],
  status: 2,
  ...overrides,
})

async function poll(answers: Array<FinishResponse | null>) {
  const calledAt: number[] = []
  const done = pollFinish('b1', {
    wait,
    getFinish: async () => {
      calledAt.push(Date.now())
      return answers.shift() ?? null
    },
  })
  await vi.runAllTimersAsync()
  return { state: await done, calledAt }
}

describe('the finish page polling', () => {
  it('stops at the first poll that succeeds', async () => {
    const done = answer({ success: true, status: 1, bookingReference: 'R1' })
    const { state, calledAt } = await poll([done, answer({})])
    expect(state).toEqual({ kind: 'success', answer: done })
    expect(calledAt).toEqual([0])
  })

  it('asks again 5 seconds later, at most twice in all, then gives the error view', async () => {
    const { state, calledAt } = await poll([answer({}), null, answer({ success: true })])
    expect(state).toEqual({ kind: 'attention' })
    expect(calledAt).toEqual([0, 5000])
  })

  it('succeeds on the second poll when the payment lands in between', async () => {
    const { state, calledAt } = await poll([answer({}), answer({ success: true, bookingReference: 'R2' })])
    expect(state.kind).toBe('success')
    expect(calledAt).toEqual([0, 5000])
  })

  it('shows a cancelled booking (status 6) at once', async () => {
    const { state, calledAt } = await poll([answer({ status: 6 })])
    expect(state).toMatchObject({ kind: 'cancelled' })
    expect(calledAt).toEqual([0])
  })
})

describe('the calendar fetch', () => {
  it('retries five times after the first, waiting 1, 2, 4, 8 and 16 seconds, then gives up silently', async () => {
    const calledAt: number[] = []
    const done = fetchCalendar('b1', { wait, getCalendar: async () => (calledAt.push(Date.now()), null) })
    await vi.runAllTimersAsync()
    expect(await done).toBeNull()
    expect(calledAt).toEqual([0, 1000, 3000, 7000, 15000, 31000])
  })

  it('answers the engagements as soon as a call succeeds', async () => {
    const engagements = [{ name: 'Pottery', dates: ['2030-01-01T10:00:00.000Z'] }]
    const answers = [null, engagements]
    const done = fetchCalendar('b1', { wait, getCalendar: async () => answers.shift() ?? null })
    await vi.runAllTimersAsync()
    expect(await done).toEqual(engagements)
  })
})
