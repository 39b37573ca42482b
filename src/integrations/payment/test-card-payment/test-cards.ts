import { COUNCIL_RESPONSE_CODES } from '../council-response-codes'

/**
 * The built-in test service's card numbers (decision 0021, docs/operations.md): each gives one
 * outcome, as a real provider's sandbox does. Any other number is refused on the form.
 */
export interface TestCard {
  number: string
  outcome: string
  responseCode: string
  responseDescription: string
  /**
   * How many of the payment's first status queries answer 503 (the service unavailable), as a
   * provider's status service that is down for a while: the booking is confirmed by a later ask.
   */
  statusOutageAsks?: number
}

/** The status outage of the slow-confirmation card: the return's ask and the next two fail. */
export const SLOW_CONFIRMATION_OUTAGE_ASKS = 3

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4444333322221111', outcome: 'The payment succeeds', responseCode: COUNCIL_RESPONSE_CODES.success, responseDescription: 'Payment successful' },
  { number: '4000000000000002', outcome: 'The card is declined', responseCode: COUNCIL_RESPONSE_CODES.declined, responseDescription: 'Your card was declined' },
  {
    number: '4000000000009995',
    outcome: 'The card is declined for insufficient funds',
    responseCode: COUNCIL_RESPONSE_CODES.insufficientFunds,
    responseDescription: 'Your card was declined: insufficient funds',
  },
  {
    number: '4000000000003063',
    outcome: 'The payment succeeds, but the status query is unavailable for its first 3 asks (confirmed a little later)',
    responseCode: COUNCIL_RESPONSE_CODES.success,
    responseDescription: 'Payment successful',
    statusOutageAsks: SLOW_CONFIRMATION_OUTAGE_ASKS,
  },
  {
    number: '4000000000000119',
    outcome: 'The card-payment service has a problem',
    responseCode: COUNCIL_RESPONSE_CODES.providerError,
    responseDescription: 'The card-payment service had a problem and no money was taken',
  },
]

export const CANCELLED_DESCRIPTION = 'The payment was cancelled'

/** The test card with this number (spaces and dashes ignored), or undefined. */
export function testCardOf(number: string): TestCard | undefined {
  const digits = number.replace(/[\s-]/g, '')
  return TEST_CARDS.find((card) => card.number === digits)
}
