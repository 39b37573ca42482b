import type { Env } from '../../../config/env'

import type { GovUkPaySettings } from './govuk-pay'

/** Where the local fake is served on this server (GOVUK_PAY_FAKE=on), and the key it accepts. */
export const GOVUK_PAY_FAKE_PREFIX = '/govuk-pay-fake'
export const GOVUK_PAY_FAKE_API_KEY = 'api_test_local_fake_key'
export const GOVUK_PAY_FAKE_WEBHOOK_SECRET = 'local-fake-webhook-secret'

export function isGovUkPayFakePath(url: string | undefined): boolean {
  return url === GOVUK_PAY_FAKE_PREFIX || (url?.startsWith(`${GOVUK_PAY_FAKE_PREFIX}/`) ?? false)
}

/** The adapter's settings from the environment: the real service, or the fake on this server's own address. */
export function govUkPaySettingsFrom(settings: Pick<Env, 'GOVUK_PAY_FAKE' | 'GOVUK_PAY_API_URL' | 'GOVUK_PAY_API_KEY' | 'SITE_URL' | 'PORT'>): GovUkPaySettings {
  if (settings.GOVUK_PAY_FAKE === 'on') return { baseUrl: `http://127.0.0.1:${settings.PORT}${GOVUK_PAY_FAKE_PREFIX}`, apiKey: GOVUK_PAY_FAKE_API_KEY }
  return { baseUrl: settings.GOVUK_PAY_API_URL, apiKey: settings.GOVUK_PAY_API_KEY ?? '' }
}

/** The secret webhooks are signed with: the fake's own when it is on. */
export function govUkPayWebhookSecretFrom(settings: Pick<Env, 'GOVUK_PAY_FAKE' | 'GOVUK_PAY_WEBHOOK_SECRET'>): string {
  return settings.GOVUK_PAY_FAKE === 'on' ? GOVUK_PAY_FAKE_WEBHOOK_SECRET : (settings.GOVUK_PAY_WEBHOOK_SECRET ?? '')
}

/** Where GOV.UK Pay's card pages are (a payment's next_url). */
export const GOVUK_PAY_CARD_PAGE_ORIGIN = 'https://card.payments.service.gov.uk'

/**
 * The origins the checkout form's answer may redirect to with GOV.UK Pay (the page's
 * Content-Security-Policy form-action): its card pages; none for the fake, which is on this site.
 */
export function govUkPayFormOrigins(settings: Pick<Env, 'PAYMENT_PROVIDER' | 'GOVUK_PAY_FAKE'>): string[] {
  return settings.PAYMENT_PROVIDER === 'govuk-pay' && settings.GOVUK_PAY_FAKE === 'off' ? [GOVUK_PAY_CARD_PAGE_ORIGIN] : []
}
