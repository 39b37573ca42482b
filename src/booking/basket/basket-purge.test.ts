import { describe, expect, it } from 'vitest'

import { purgeSummary } from './basket-purge'

/** One run at a time and a failing database logged once are jobRunner's (src/booking/jobs/scheduled-job.test.ts); the schedule is the worker's (src/worker/scheduler.ts). */
describe('the basket purge log line', () => {
  it('says what a run removed, and nothing for a run that removed nothing', () => {
    expect(purgeSummary({ ran: true, holdsEnded: 2, basketsDeleted: 3 })).toBe('3 baskets removed, 2 expired holds ended')
    expect(purgeSummary({ ran: true, holdsEnded: 1, basketsDeleted: 0 })).toBe('0 baskets removed, 1 expired hold ended')
    expect(purgeSummary({ ran: true, holdsEnded: 0, basketsDeleted: 1 })).toBe('1 basket removed, 0 expired holds ended')
    expect(purgeSummary({ ran: true, holdsEnded: 0, basketsDeleted: 0 })).toBeNull()
    expect(purgeSummary({ ran: false, holdsEnded: 0, basketsDeleted: 0 })).toBeNull()
  })
})
