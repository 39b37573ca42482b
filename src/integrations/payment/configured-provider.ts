import { env } from '../../config/env'

import { COUNCIL_PROVIDER_NAME, createCouncilCardPayment } from './council-card-payment'
import { councilPaymentSettingsFrom } from './council-payment-settings'
import { createGovUkPay, GOVUK_PAY_PROVIDER_NAME } from './govuk-pay/govuk-pay'
import { govUkPaySettingsFrom } from './govuk-pay/govuk-pay-settings'
import type { PaymentProvider } from './payment-provider'

/**
 * The payment provider this process uses (PAYMENT_PROVIDER): wired in one place, so the checkout
 * service never knows which provider took the money and a test can pass its own.
 */
let configured: PaymentProvider | undefined

export function configuredPaymentProvider(): PaymentProvider {
  if (configured) return configured
  const settings = env()
  switch (settings.PAYMENT_PROVIDER) {
    case 'council':
      configured = createCouncilCardPayment(councilPaymentSettingsFrom(settings))
      return configured
    case 'govuk-pay':
      configured = createGovUkPay(govUkPaySettingsFrom(settings))
      return configured
  }
}

/**
 * The provider a payment row names (payments.provider), for its refund: the money goes back the way
 * it came (issue 14). The configured one when the names match; GOV.UK Pay when this deployment has
 * its key or its fake, even if it now takes new payments elsewhere; otherwise null (the refund waits
 * for a server that has it, and staff see it among the payments that need attention).
 */
export function paymentProviderNamed(name: string): PaymentProvider | null {
  const provider = configuredPaymentProvider()
  if (provider.name === name) return provider
  const settings = env()
  if (name === GOVUK_PAY_PROVIDER_NAME && (settings.GOVUK_PAY_FAKE === 'on' || settings.GOVUK_PAY_API_KEY)) return createGovUkPay(govUkPaySettingsFrom(settings))
  if (name === COUNCIL_PROVIDER_NAME) return createCouncilCardPayment(councilPaymentSettingsFrom(settings))
  return null
}
