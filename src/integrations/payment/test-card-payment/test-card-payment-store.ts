import { randomBytes } from 'node:crypto'

import type pg from 'pg'

import { inTransaction } from '../../../booking/db/transaction'
import { PROVIDER_PAYMENT_WINDOW_SECONDS } from '../../../domain/payment-window'
import { COUNCIL_RESPONSE_CODES } from '../council-response-codes'

/**
 * The test service's payments, kept in PostgreSQL so they survive a restart (the status query may
 * come long after the payment). They live in a schema of their own, `test_card_payment`, which
 * stands for the provider's database: the booking module never reads it, and it is created here,
 * not by a booking migration, because the service is a stand-in for someone else's (decision 0021).
 */
export type TestPaymentState = 'success' | 'declined' | 'error' | 'cancelled' | 'refunded'

/**
 * What may follow what. A declined or failed attempt may be tried again on the same page; a
 * success is final except for its refund; a cancellation and a refund are final.
 */
const ALLOWED_TRANSITIONS: Record<TestPaymentState | 'none', readonly TestPaymentState[]> = {
  none: ['success', 'declined', 'error', 'cancelled'],
  declined: ['success', 'declined', 'error', 'cancelled'],
  error: ['success', 'declined', 'error', 'cancelled'],
  success: ['refunded'],
  cancelled: [],
  refunded: [],
}

export function isAllowedTransition(from: TestPaymentState | 'none', to: TestPaymentState): boolean {
  return ALLOWED_TRANSITIONS[from].includes(to)
}

export interface TestPayment {
  transactionReference: string
  state: TestPaymentState
  responseCode: string
  responseDescription: string
  amountPence: number
  providerReference: string
  refundReference: string | null
}

export interface PaymentAttempt {
  transactionReference: string
  state: Exclude<TestPaymentState, 'refunded'>
  responseCode: string
  responseDescription: string
  amountPence: number
  basketId: string
  paymentLine: string
  /** How many of its next status queries answer 'unavailable' (a test card's outage); 0 by default. */
  statusOutageAsks?: number
}

const SCHEMA_SQL = `
SELECT pg_advisory_xact_lock(hashtext('test_card_payment schema'));
CREATE SCHEMA IF NOT EXISTS test_card_payment;
CREATE TABLE IF NOT EXISTS test_card_payment.payments (
  transaction_reference text PRIMARY KEY,
  state text NOT NULL CHECK (state IN ('success', 'declined', 'error', 'cancelled', 'refunded')),
  response_code text NOT NULL,
  response_description text NOT NULL,
  amount_pence integer NOT NULL CHECK (amount_pence >= 0),
  provider_reference text NOT NULL UNIQUE,
  basket_id text NOT NULL,
  payment_line text NOT NULL,
  refund_reference text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE test_card_payment.payments ADD COLUMN IF NOT EXISTS status_outage_left integer NOT NULL DEFAULT 0;`

const ready = new WeakMap<pg.Pool, Promise<void>>()

/**
 * Creates the schema once per pool (at the service's first request), idempotently and under an
 * advisory lock so that instances starting together do not race on CREATE SCHEMA.
 */
export function ensureTestCardPaymentSchema(pool: pg.Pool): Promise<void> {
  let done = ready.get(pool)
  if (!done) {
    done = (async () => {
      await inTransaction(pool, async (client) => {
        await client.query(SCHEMA_SQL)
      })
    })()
    // A failure (database not up yet) is tried again on the next request.
    done.catch(() => ready.delete(pool))
    ready.set(pool, done)
  }
  return done
}

function receiptNumber(prefix: string): string {
  return `${prefix}-${randomBytes(6).toString('hex').toUpperCase()}`
}

interface PaymentRow {
  transaction_reference: string
  state: TestPaymentState
  response_code: string
  response_description: string
  amount_pence: number
  provider_reference: string
  refund_reference: string | null
}

function paymentOf(row: PaymentRow): TestPayment {
  return {
    transactionReference: row.transaction_reference,
    state: row.state,
    responseCode: row.response_code,
    responseDescription: row.response_description,
    amountPence: row.amount_pence,
    providerReference: row.provider_reference,
    refundReference: row.refund_reference,
  }
}

const COLUMNS = 'transaction_reference, state, response_code, response_description, amount_pence, provider_reference, refund_reference'

export async function findTestPayment(pool: pg.Pool, transactionReference: string): Promise<TestPayment | null> {
  await ensureTestCardPaymentSchema(pool)
  const { rows } = await pool.query<PaymentRow>(`SELECT ${COLUMNS} FROM test_card_payment.payments WHERE transaction_reference = $1 AND response_code <> ''`, [transactionReference])
  return rows[0] ? paymentOf(rows[0]) : null
}

/** The states an attempt in `to` may follow ('none': a payment not seen before). */
function statesThatMayBecome(to: TestPaymentState): Array<TestPaymentState | 'none'> {
  return (Object.keys(ALLOWED_TRANSITIONS) as Array<TestPaymentState | 'none'>).filter((from) => isAllowedTransition(from, to))
}

/**
 * Records one attempt on the pay page. When the payment's state does not allow it (already paid,
 * cancelled or refunded), nothing changes and the recorded payment is answered: paying twice never
 * takes the money twice. One statement: a first attempt inserts the row; a later one updates it
 * under the row lock ON CONFLICT takes, only from a state that allows it, so two presses of Pay at
 * once record one outcome. (A row with an empty response code is one an earlier version opened
 * before recording its first outcome: it counts as not seen.) Past the council page's payment window
 * (a day from the first attempt, src/domain/payment-window.ts) a payment takes nothing more: the
 * reconciliation job stops asking about a closed attempt then, so money taken later would be seen by
 * nobody (issue 23 point 2).
 */
export async function recordAttempt(pool: pg.Pool, attempt: PaymentAttempt): Promise<{ payment: TestPayment; recorded: boolean }> {
  await ensureTestCardPaymentSchema(pool)
  const from = statesThatMayBecome(attempt.state)
  const { rows } = await pool.query<PaymentRow>(
    `INSERT INTO test_card_payment.payments AS p (transaction_reference, state, response_code, response_description, amount_pence, provider_reference, basket_id, payment_line, status_outage_left)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $11)
     ON CONFLICT (transaction_reference) DO UPDATE
       SET state = excluded.state, response_code = excluded.response_code, response_description = excluded.response_description,
           amount_pence = excluded.amount_pence, status_outage_left = excluded.status_outage_left, updated_at = now()
       WHERE ((p.response_code = '' AND $9) OR (p.response_code <> '' AND p.state = ANY($10::text[])))
         AND p.created_at > now() - make_interval(secs => $12)
     RETURNING ${COLUMNS}`,
    [
      attempt.transactionReference,
      attempt.state,
      attempt.responseCode,
      attempt.responseDescription,
      attempt.amountPence,
      receiptNumber('TEST'),
      attempt.basketId,
      attempt.paymentLine,
      from.includes('none'),
      from.filter((state) => state !== 'none'),
      attempt.statusOutageAsks ?? 0,
      PROVIDER_PAYMENT_WINDOW_SECONDS.council,
    ],
  )
  if (rows[0]) return { payment: paymentOf(rows[0]), recorded: true }
  // Not allowed: the payment as it stands (it exists: the conflict found it, and rows are never deleted).
  const recorded = await findTestPayment(pool, attempt.transactionReference)
  if (!recorded) throw new Error('The test payment row vanished')
  return { payment: recorded, recorded: false }
}

/**
 * Whether this status query falls in the payment's outage (a test card's): true uses up one of its
 * failing asks, in one statement, so concurrent queries each take their own.
 */
export async function takeStatusOutage(pool: pg.Pool, transactionReference: string): Promise<boolean> {
  await ensureTestCardPaymentSchema(pool)
  const { rowCount } = await pool.query(
    'UPDATE test_card_payment.payments SET status_outage_left = status_outage_left - 1 WHERE transaction_reference = $1 AND status_outage_left > 0',
    [transactionReference],
  )
  return rowCount === 1
}

export type RefundOutcome =
  | { kind: 'refunded'; payment: TestPayment; first: boolean }
  | { kind: 'unknown' }
  | { kind: 'not-refundable'; payment: TestPayment }
  | { kind: 'wrong-amount'; payment: TestPayment }

/**
 * Refunds a successful payment once, in full; asking again answers the same refund (idempotent).
 * An amount, when given, must be the payment's: the council page takes no part refunds.
 */
export async function refundPayment(pool: pg.Pool, transactionReference: string, amountPence?: number): Promise<RefundOutcome> {
  await ensureTestCardPaymentSchema(pool)
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query<PaymentRow>(
      `SELECT ${COLUMNS} FROM test_card_payment.payments WHERE transaction_reference = $1 AND response_code <> '' FOR UPDATE`,
      [transactionReference],
    )
    const row = rows[0]
    if (!row) return { kind: 'unknown' }
    if (amountPence !== undefined && amountPence !== row.amount_pence) return { kind: 'wrong-amount', payment: paymentOf(row) }
    if (row.state === 'refunded') return { kind: 'refunded', payment: paymentOf(row), first: false }
    if (!isAllowedTransition(row.state, 'refunded') || row.response_code !== COUNCIL_RESPONSE_CODES.success) return { kind: 'not-refundable', payment: paymentOf(row) }
    const updated = await client.query<PaymentRow>(
      `UPDATE test_card_payment.payments SET state = 'refunded', refund_reference = $2, updated_at = now()
        WHERE transaction_reference = $1 RETURNING ${COLUMNS}`,
      [transactionReference, receiptNumber('TESTREFUND')],
    )
    return { kind: 'refunded', payment: paymentOf(updated.rows[0]!), first: true }
  })
}
