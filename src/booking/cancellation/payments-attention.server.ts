import { bookingPool } from '../db/pool.server'

import { paymentsNeedingAttention as attentionFrom, type AttentionRow, type PaymentsAttention } from './payments-attention-repository'

export type { AttentionRow, PaymentsAttention }

/**
 * The payments that need staff's attention (the console's payments page; issue 14 point 4,
 * decision 0029), read through the booking pool so the page never holds it (issue 24).
 */
export async function paymentsNeedingAttention(now: Date): Promise<PaymentsAttention> {
  return attentionFrom(bookingPool(), now)
}
