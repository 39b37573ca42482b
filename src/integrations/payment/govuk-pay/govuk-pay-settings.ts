import { createHmac } from 'node:crypto'

import type { Env } from '../../../config/env'

import type { GovUkPaySettings } from './govuk-pay'

/** Where the local fake is served on this server (GOVUK_PAY_FAKE=on). */
export const GOVUK_PAY_FAKE_PREFIX = '/govuk-pay-fake'

/**
 * The key the local fake accepts and the secret it signs its webhooks with: derived from this
 * installation's PAYLOAD_SECRET, never constants in the source (issue 23 point 3), since anyone who
 * knew them could refund any of the fake's payments or forge a webhook that confirms a booking.
 */
export function govUkPayFakeCredentials(settings: Pick<Env, 'PAYLOAD_SECRET'>): { apiKey: string; webhookSecret: string } {
  const derive = (purpose: string) => createHmac('sha256', settings.PAYLOAD_SECRET).update(`govuk-pay-fake:${purpose}`).digest('hex')
  return { apiKey: `api_test_${derive('api-key')}`, webhookSecret: derive('webhook-secret') }
}

export function isGovUkPayFakePath(url: string | undefined): boolean {
  return url === GOVUK_PAY_FAKE_PREFIX || (url?.startsWith(`${GOVUK_PAY_FAKE_PREFIX}/`) ?? false)
}

/**
 * The adapter's settings from the environment: the real service, or the fake at the site's own address
 * (the payment fixtures' process behind nginx, which serves its card pages there too). Not PORT: in a
 * web server `next start` sets PORT to its own port (decision 0042).
 */
export function govUkPaySettingsFrom(settings: Pick<Env, 'GOVUK_PAY_FAKE' | 'GOVUK_PAY_API_URL' | 'GOVUK_PAY_API_KEY' | 'SITE_URL' | 'PAYLOAD_SECRET'>): GovUkPaySettings {
  if (settings.GOVUK_PAY_FAKE === 'on') return { baseUrl: `${new URL(settings.SITE_URL).origin}${GOVUK_PAY_FAKE_PREFIX}`, apiKey: govUkPayFakeCredentials(settings).apiKey }
  return { baseUrl: settings.GOVUK_PAY_API_URL, apiKey: settings.GOVUK_PAY_API_KEY ?? '' }
}

/** The secret webhooks are signed with: the fake's own when it is on. */
export function govUkPayWebhookSecretFrom(settings: Pick<Env, 'GOVUK_PAY_FAKE' | 'GOVUK_PAY_WEBHOOK_SECRET' | 'PAYLOAD_SECRET'>): string {
  return settings.GOVUK_PAY_FAKE === 'on' ? govUkPayFakeCredentials(settings).webhookSecret : (settings.GOVUK_PAY_WEBHOOK_SECRET ?? '')
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
