import { env } from '../../config/env'

import { createCouncilCardPayment } from './council-card-payment'
import { councilPaymentSettingsFrom } from './council-payment-settings'
import { createGovUkPay } from './govuk-pay/govuk-pay'
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
