import type { PaymentProvider } from './payment-provider'

/**
 * The payment provider this server uses, chosen from the environment. Written on branch issue11-pay;
 * this placeholder only lets branch issue11-core compile (the lead takes issue11-pay's file at merge).
 */
export function configuredPaymentProvider(): PaymentProvider {
  throw new Error('configured on branch issue11-pay')
}
