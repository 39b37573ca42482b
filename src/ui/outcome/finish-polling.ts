import type { FinishResponse } from '@/contracts/checkout'
import { finishOutcomeOf } from '@/domain/payment-outcome'
import { FINISH_POLLING } from '@/domain/retry-policies'

import { withRetries } from './payment-confirmation-flow'

/**
 * The finish page's polling (spec 000 sections 4 and 9): the finish call at once and again 5
 * seconds later at most (FINISH_POLLING), stopping on success. A cancelled booking (status 6) is a
 * final answer too, so it stops the polling as well; anything else after the last poll is the
 * error view ('attention').
 */
export type FinishState =
  | { kind: 'success'; answer: FinishResponse }
  | { kind: 'cancelled'; answer: FinishResponse }
  | { kind: 'attention' }

export interface FinishCalls {
  getFinish(basketId: string): Promise<FinishResponse | null>
  wait(ms: number): Promise<void>
}

export async function pollFinish(basketId: string, calls: FinishCalls, onAttempt: (attempt: number) => void = () => undefined): Promise<FinishState> {
  const answer = await withRetries(FINISH_POLLING, calls.wait, onAttempt, async () => {
    const response = await calls.getFinish(basketId)
    return response && finishOutcomeOf(response) !== 'pending' ? response : undefined
  })
  if (!answer) return { kind: 'attention' }
  return finishOutcomeOf(answer) === 'success' ? { kind: 'success', answer } : { kind: 'cancelled', answer }
}
