import { describe, expect, it } from 'vitest'

import { attemptVerdict, PRIVATE_ASSETS_LIMIT, waitText } from './private-assets-limit'

const START = new Date('2026-11-24T10:00:00Z')
const at = (seconds: number) => new Date(START.getTime() + seconds * 1000)

describe('attemptVerdict', () => {
  it('allows attempts up to the number of failures a window allows', () => {
    expect(attemptVerdict({ failures: 1, windowStartedAt: START }, at(1))).toEqual({ allowed: true })
    expect(attemptVerdict({ failures: PRIVATE_ASSETS_LIMIT.failuresPerWindow, windowStartedAt: START }, at(60))).toEqual({ allowed: true })
  })

  it('refuses the attempt past the limit until the window ends', () => {
    const verdict = attemptVerdict({ failures: PRIVATE_ASSETS_LIMIT.failuresPerWindow + 1, windowStartedAt: START }, at(60))
    expect(verdict).toEqual({ allowed: false, retryAfterSeconds: PRIVATE_ASSETS_LIMIT.windowSeconds - 60 })
  })

  it('asks for at least one second when the window is just ending', () => {
    const limit = { failuresPerWindow: 2, windowSeconds: 10 }
    expect(attemptVerdict({ failures: 3, windowStartedAt: START }, at(10), limit)).toEqual({ allowed: false, retryAfterSeconds: 1 })
  })
})

describe('waitText', () => {
  it('says seconds under a minute and whole minutes, rounded up, above', () => {
    expect(waitText(1)).toBe('1 second')
    expect(waitText(45)).toBe('45 seconds')
    expect(waitText(60)).toBe('1 minute')
    expect(waitText(61)).toBe('2 minutes')
    expect(waitText(900)).toBe('15 minutes')
  })
})
