import type { ProviderPaymentState } from './payment-provider'

/**
 * The council card-payment page's response codes. The spec gives only one: '00000' means payment
 * success (spec 000 section 4 'Payment return'). The others are ours, used by the built-in test
 * service and read the same way from the live page; a code we do not know counts as an error,
 * never as success (decision 0021).
 */
export const COUNCIL_RESPONSE_CODES = {
  success: '00000',
  declined: '10001',
  insufficientFunds: '10002',
  cancelled: '20001',
  providerError: '30001',
} as const

export type CouncilResponseCode = (typeof COUNCIL_RESPONSE_CODES)[keyof typeof COUNCIL_RESPONSE_CODES]

const STATE_OF_CODE: Record<string, ProviderPaymentState> = {
  [COUNCIL_RESPONSE_CODES.success]: 'success',
  [COUNCIL_RESPONSE_CODES.declined]: 'declined',
  [COUNCIL_RESPONSE_CODES.insufficientFunds]: 'declined',
  [COUNCIL_RESPONSE_CODES.cancelled]: 'cancelled',
  [COUNCIL_RESPONSE_CODES.providerError]: 'error',
}

/** The payment state a response code reports; anything unknown is an error (never a success). */
export function stateOfResponseCode(code: string): ProviderPaymentState {
  return STATE_OF_CODE[code] ?? 'error'
}

/**
 * A provider amount such as '12.50' as integer pence, or undefined when it is not a plain amount
 * with at most two decimals (the form sends totals 'with zeroes added', spec 000 section 9).
 */
export function penceOfProviderAmount(amount: string | number | undefined | null): number | undefined {
  if (amount === undefined || amount === null) return undefined
  const text = String(amount).trim()
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text)
  if (!match) return undefined
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}
