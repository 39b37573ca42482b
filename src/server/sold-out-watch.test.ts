import { describe, expect, it } from 'vitest'

import { watchSoldOutEvents } from './sold-out-watch'

describe('the sold-out watch', () => {
  it('runs the reopen statement on the booking jobs scheduler: one check at a time, answering the events announced', async () => {
    const checks: Date[] = []
    let finish: (events: number[]) => void = () => undefined
    const watch = watchSoldOutEvents((now) => {
      checks.push(now)
      return new Promise<number[]>((resolve) => (finish = resolve))
    }, 60_000)
    const first = watch.runOnce()
    const second = watch.runOnce()
    finish([7, 9])
    expect(await first).toEqual([7, 9])
    expect(await second).toEqual([7, 9])
    expect(checks).toHaveLength(1)
    watch.stop()
  })
})
