import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { env } from '@/config/env'
import { paths } from '@/domain/paths'
import {
  amountDiffersText,
  CHECK_AGAIN_TEXT,
  MONEY_REFUNDED_TEXT,
  NO_MONEY_TAKEN_TEXT,
  paymentCheckOf,
  providerErrorText,
  queryText,
  readPaymentReturn,
  type PaymentOutcome,
  type PaymentReturn,
} from '@/domain/payment-outcome'
import { PAYMENT_VERIFICATION_RETRY } from '@/domain/retry-policies'
import { checkoutAgainHref, confirmationTexts, paymentOutcomeFor } from '@/loaders/site/payment-outcome.server'
import { AttentionView, BookingFailed, ConfirmingPayment } from '@/ui/outcome/outcome-views'
import { PaymentConfirmation } from '@/ui/outcome/payment-confirmation'

import { ConfirmedBookingContent } from '../checkout-finish/confirmed-booking-content'
import { FinishContent } from '../checkout-finish/finish-content'

interface PaymentReturnPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/**
 * Without JavaScript the page asks again as the script would verify: every 5 seconds, 5 times
 * (PAYMENT_VERIFICATION_RETRY), then 'Attention!' with the verification-failed text.
 */
const CONFIRMING_REFRESH_SECONDS = PAYMENT_VERIFICATION_RETRY.delayMs / 1000

function isFinishAddress(outcome: PaymentReturn): boolean {
  return outcome.responseCode === '' && outcome.basketId !== undefined
}

function outcomeOf(returned: PaymentReturn, linkToken: string | undefined) {
  return paymentOutcomeFor(returned.kind, returned.basketId, returned.transactionReference, linkToken)
}

const FAILED_KINDS: ReadonlySet<PaymentOutcome['kind']> = new Set(['declined', 'failed', 'refunded'])

export async function generateMetadata({ searchParams }: PaymentReturnPageProps): Promise<Metadata> {
  const query = await searchParams
  const returned = readPaymentReturn(query)
  if (isFinishAddress(returned)) return { title: 'Your booking', robots: { index: false } }
  const { outcome } = await outcomeOf(returned, queryText(query.token))
  return { title: FAILED_KINDS.has(outcome.kind) ? 'Booking failed' : 'Your booking', robots: { index: false } }
}

/** What the page says about the money beside 'Booking Failed!' (decision 0024). */
function moneyTextOf(outcome: PaymentOutcome, webTeamEmail: string): string {
  if (outcome.kind === 'declined') return NO_MONEY_TAKEN_TEXT
  if (outcome.kind === 'refunded') return MONEY_REFUNDED_TEXT
  return providerErrorText(webTeamEmail)
}

/**
 * /booking-status and /checkout-status (spec 000 sections 2, 4 and 8): where the payment return
 * handler sends the browser, with responseCode, responseDescription, basketId and
 * transactionReference in the query (decisions 0020 and 0024). What it says depends on what the
 * provider said, never on our failure to ask it (paymentOutcomeOf in src/domain/payment-outcome.ts):
 *
 * - Succeeded (the server has confirmed the order): 'Booking Successful!' with what was bought.
 * - Declined, failed or refunded: 'Booking Failed!' with the provider's description as the server
 *   stored it for the payment (never the query's responseDescription, which anyone can write),
 *   saying what became of the money, and links to check out again and back to events.
 * - Taken for another amount: 'Attention!' with what to do.
 * - Not known yet ('00000' not yet confirmed, our 90001/90003/90005): 'We are confirming your
 *   payment'. With JavaScript the spec's flow (PaymentConfirmation) sends the details and verifies;
 *   without, the page checks again by itself (5 times, 5 seconds apart) and offers 'Check again';
 *   then 'Attention!' with the verification-failed text. Each check asks the provider again when due.
 * - No responseCode but a basketId: the address a provider was given as its receipt finish URL in
 *   the form /checkout-status?basketId=...; it is the finish page (FinishContent), not a failure.
 */
export default async function PaymentReturnPage({ searchParams }: PaymentReturnPageProps) {
  const query = await searchParams
  const returned = readPaymentReturn(query)
  // The confirmation e-mail's signed link (decision 0034): with it, the booking's details are shown.
  const linkToken = queryText(query.token)
  const backToEventsHref = paths.home()

  if (isFinishAddress(returned)) return <FinishContent basketId={returned.basketId} linkToken={linkToken} />

  const [{ outcome, booking }, texts] = await Promise.all([outcomeOf(returned, linkToken), confirmationTexts()])
  const webTeamEmail = env().WEB_TEAM_EMAIL

  const check = paymentCheckOf(query.check)
  const checkAddress = (n: number) =>
    paths.bookingStatus({
      responseCode: returned.responseCode,
      basketId: returned.basketId ?? '',
      transactionReference: returned.transactionReference,
      check: n > 1 ? String(n) : undefined,
      token: linkToken,
    })

  if (outcome.kind === 'succeeded' && booking) return <ConfirmedBookingContent booking={booking} linkToken={linkToken} backToEventsHref={backToEventsHref} />

  let settledView: ReactNode = null
  if (FAILED_KINDS.has(outcome.kind)) {
    settledView = (
      <BookingFailed
        description={outcome.description}
        moneyText={moneyTextOf(outcome, webTeamEmail)}
        checkoutAgainHref={await checkoutAgainHref(returned.basketId)}
        backToEventsHref={backToEventsHref}
      />
    )
  } else if (outcome.kind === 'amount-differs') {
    settledView = (
      <AttentionView text={outcome.description}>
        <p className="govuk-body">{amountDiffersText(webTeamEmail)}</p>
      </AttentionView>
    )
  }

  if (settledView) return <article className="app-outcome">{settledView}</article>

  const checksLeft = check < PAYMENT_VERIFICATION_RETRY.maxAttempts
  const fallback = checksLeft ? (
    <ConfirmingPayment checkAgainHref={checkAddress(check + 1)} />
  ) : (
    <AttentionView text={texts.verificationFailed}>
      <p className="govuk-body">
        <a className="govuk-link" href={checkAddress(1)}>
          {CHECK_AGAIN_TEXT}
        </a>
      </p>
    </AttentionView>
  )

  return (
    <article className="app-outcome">
      {checksLeft ? (
        // Without JavaScript the page asks the server again by itself; inside <noscript>, so a
        // page whose script runs the confirmation flow is never reloaded under it.
        <noscript>
          <meta httpEquiv="refresh" content={`${CONFIRMING_REFRESH_SECONDS}; url=${checkAddress(check + 1)}`} />
        </noscript>
      ) : null}
      <PaymentConfirmation
        basketId={returned.basketId}
        transactionReference={returned.transactionReference}
        texts={texts}
        backToEventsHref={backToEventsHref}
        fallback={fallback}
        checkAgainHref={checkAddress(1)}
      />
    </article>
  )
}
