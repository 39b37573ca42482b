import { z } from 'zod'

import { purchaserDataSchema, ticketHolderSchema, type PurchaserData, type TicketHolderPayload } from '@/contracts/checkout'

import type { BasketStorage } from '../booking/basket-storage'

/**
 * The customer info payload of spec 000 section 3, rebuilt after payment "from the query parameters
 * and locally stored checkout answers keyed by basket" (spec 000 section 4). The answers are looked
 * for under `checkout-answers:{basketId}` and `checkoutAnswers:{basketId}` (the checkout form's
 * key); only payload-shaped contents (purchaserData, ticketNameAndRequirements) are used. The server
 * stored the order when checkout started and this call only confirms it, so answers that are
 * missing, unreadable or in another shape give an empty payload, never an error.
 */
export const CHECKOUT_ANSWERS_KEY_PREFIXES = ['checkout-answers:', 'checkoutAnswers:'] as const

export function checkoutAnswersKeys(basketId: string): string[] {
  return CHECKOUT_ANSWERS_KEY_PREFIXES.map((prefix) => `${prefix}${basketId}`)
}

export interface CustomerInfoPayload {
  basketId: string
  byPass: boolean
  callingApplicationTransactionReference: string
  incomeManagementReceiptNumber: string
  /** Left out when nothing readable was stored (the server's schema takes it as optional, not null). */
  purchaserData?: PurchaserData
  ticketNameAndRequirements: TicketHolderPayload[]
}

const storedAnswersSchema = z.object({
  purchaserData: purchaserDataSchema.optional().catch(undefined),
  ticketNameAndRequirements: z.array(ticketHolderSchema).optional().catch(undefined),
})

type StoredAnswers = z.infer<typeof storedAnswersSchema>

function answersUnder(storage: BasketStorage | undefined, key: string): StoredAnswers {
  try {
    const text = storage?.getItem(key) ?? null
    if (text === null) return {}
    const parsed = storedAnswersSchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : {}
  } catch {
    return {}
  }
}

/** The first key's answers that carry anything usable. */
function storedAnswers(storage: BasketStorage | undefined, basketId: string): StoredAnswers {
  for (const key of checkoutAnswersKeys(basketId)) {
    const answers = answersUnder(storage, key)
    if (answers.purchaserData || answers.ticketNameAndRequirements) return answers
  }
  return {}
}

/**
 * The payload for POST /baskets/{basketId}/customer, or undefined when the query names no basket
 * (there is nothing to rebuild it for: spec 000 section 8's 'Missing the payload!').
 */
export function customerPayloadFrom(
  query: { basketId: string | undefined; transactionReference: string | undefined; receiptNumber?: string | undefined },
  storage: BasketStorage | undefined,
): CustomerInfoPayload | undefined {
  if (!query.basketId) return undefined
  const answers = storedAnswers(storage, query.basketId)
  return {
    basketId: query.basketId,
    byPass: false,
    callingApplicationTransactionReference: query.transactionReference ?? '',
    incomeManagementReceiptNumber: query.receiptNumber ?? '',
    ...(answers.purchaserData ? { purchaserData: answers.purchaserData } : {}),
    ticketNameAndRequirements: answers.ticketNameAndRequirements ?? [],
  }
}

/** The stored answers hold personal details: they go once the booking is confirmed. */
export function removeCheckoutAnswers(storage: BasketStorage | undefined, basketId: string): void {
  for (const key of checkoutAnswersKeys(basketId)) {
    try {
      storage?.removeItem(key)
    } catch {
      // A storage that refuses access holds nothing of ours.
    }
  }
}
