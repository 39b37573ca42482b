import type { PaymentProvider, PaymentRequest, ProviderPaymentStatus, RefundResult, StartedPayment } from '../../../src/integrations/payment/payment-provider'

/**
 * The one fake the checkout tests use: the payment provider's servers, the edge of the world
 * (docs/testing.md). It remembers what it was asked to take; a test then plays the buyer on the
 * provider's page (`pay`, `decline`) and reads what the service asked of it (`statusCalls`, `refunds`).
 */
export class FakePaymentProvider implements PaymentProvider {
  readonly name = 'fake'
  readonly started: PaymentRequest[] = []
  readonly statusCalls: string[] = []
  readonly refunds: Array<{ transactionReference: string; amountPence: number }> = []
  refundSucceeds = true
  private readonly outcomes = new Map<string, ProviderPaymentStatus>()

  async start(request: PaymentRequest): Promise<StartedPayment> {
    this.started.push(request)
    return {
      handOff: {
        kind: 'form',
        action: 'https://pay.example.test/card-payment',
        method: 'get',
        fields: [
          { name: 'callingApplicationTransactionReference', value: request.transactionReference },
          { name: 'paymentTotal', value: String(request.amountPence) },
          { name: 'returnUrl', value: request.returnUrl },
        ],
      },
    }
  }

  /** The buyer paid on the provider's page (`amountPence`: what the provider actually took). */
  pay(transactionReference: string, amountPence?: number): void {
    const asked = this.started.find((request) => request.transactionReference === transactionReference)
    this.outcomes.set(transactionReference, { state: 'success', responseCode: '00000', description: 'Payment authorised', amountPence: amountPence ?? asked?.amountPence, providerReference: `receipt-${transactionReference}` })
  }

  decline(transactionReference: string, description = 'Card declined by issuer'): void {
    this.outcomes.set(transactionReference, { state: 'declined', responseCode: '00022', description })
  }

  /** The buyer pressed Cancel on the provider's page (they may still go back and pay: decision 0032). */
  cancel(transactionReference: string): void {
    this.outcomes.set(transactionReference, { state: 'cancelled', responseCode: '00033', description: 'Payment cancelled by the user' })
  }

  pending(transactionReference: string): void {
    this.outcomes.set(transactionReference, { state: 'pending' })
  }

  async status(payment: { paymentId: string; transactionReference: string }): Promise<ProviderPaymentStatus> {
    this.statusCalls.push(payment.transactionReference)
    return this.outcomes.get(payment.transactionReference) ?? { state: 'unknown' }
  }

  async refund(payment: { transactionReference: string; amountPence: number }): Promise<RefundResult> {
    this.refunds.push({ transactionReference: payment.transactionReference, amountPence: payment.amountPence })
    return this.refundSucceeds ? { ok: true, providerReference: `refund-${payment.transactionReference}` } : { ok: false, description: 'refund refused' }
  }

  /** The reference of the latest payment started for a basket. */
  latestReference(basketId: string): string {
    const request = this.started.filter((started) => started.basketId === basketId).at(-1)
    if (!request) throw new Error(`no payment started for basket ${basketId}`)
    return request.transactionReference
  }
}
