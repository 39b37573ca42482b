import { describe, expect, it } from 'vitest'

import {
  GOVUK_PAY_CARD_PAGE_ORIGIN,
  govUkPayFakeCredentials,
  govUkPayFormOrigins,
  govUkPaySettingsFrom,
  govUkPayWebhookSecretFrom,
  isGovUkPayFakePath,
} from './govuk-pay-settings'

const real = { GOVUK_PAY_FAKE: 'off', GOVUK_PAY_API_URL: 'https://publicapi.payments.service.gov.uk', GOVUK_PAY_API_KEY: 'api_live_key', GOVUK_PAY_WEBHOOK_SECRET: 'secret-1', SITE_URL: 'https://events.example.gov.uk', PORT: 3000, PAYLOAD_SECRET: 'a'.repeat(32) } as const

describe('GOV.UK Pay settings', () => {
  it('use the real service with its key and secret, or the fake on this server', () => {
    expect(govUkPaySettingsFrom(real)).toEqual({ baseUrl: 'https://publicapi.payments.service.gov.uk', apiKey: 'api_live_key' })
    expect(govUkPaySettingsFrom({ ...real, GOVUK_PAY_FAKE: 'on', SITE_URL: 'http://localhost:4321' })).toEqual({ baseUrl: 'http://localhost:4321/govuk-pay-fake', apiKey: govUkPayFakeCredentials(real).apiKey })
    expect(govUkPayWebhookSecretFrom(real)).toBe('secret-1')
    expect(govUkPayWebhookSecretFrom({ ...real, GOVUK_PAY_FAKE: 'on' })).toBe(govUkPayFakeCredentials(real).webhookSecret)
    expect(govUkPayWebhookSecretFrom({ GOVUK_PAY_FAKE: 'off', PAYLOAD_SECRET: real.PAYLOAD_SECRET })).toBe('')
  })

  it("derive the fake's key and webhook secret from the installation's secret, so no two installations share them", () => {
    const one = govUkPayFakeCredentials({ PAYLOAD_SECRET: 'a'.repeat(32) })
    const other = govUkPayFakeCredentials({ PAYLOAD_SECRET: 'b'.repeat(32) })
    expect(one).toEqual(govUkPayFakeCredentials({ PAYLOAD_SECRET: 'a'.repeat(32) }))
    expect(other.apiKey).not.toBe(one.apiKey)
    expect(other.webhookSecret).not.toBe(one.webhookSecret)
    // The key and the secret are not each other, and neither is the installation's secret.
    expect(new Set([one.apiKey, one.webhookSecret, 'a'.repeat(32)]).size).toBe(3)
    // The old constants are gone.
    expect([one.apiKey, one.webhookSecret]).not.toContain('api_test_local_fake_key')
    expect([one.apiKey, one.webhookSecret]).not.toContain('local-fake-webhook-secret')
  })

  it("let the checkout form's answer go to GOV.UK Pay's card pages only when it is the provider", () => {
    expect(govUkPayFormOrigins({ PAYMENT_PROVIDER: 'govuk-pay', GOVUK_PAY_FAKE: 'off' })).toEqual([GOVUK_PAY_CARD_PAGE_ORIGIN])
    expect(govUkPayFormOrigins({ PAYMENT_PROVIDER: 'govuk-pay', GOVUK_PAY_FAKE: 'on' })).toEqual([])
    expect(govUkPayFormOrigins({ PAYMENT_PROVIDER: 'council', GOVUK_PAY_FAKE: 'off' })).toEqual([])
  })

  it("know the fake's paths", () => {
    expect(isGovUkPayFakePath('/govuk-pay-fake/secure/abc')).toBe(true)
    expect(isGovUkPayFakePath('/govuk-pay-fake')).toBe(true)
    expect(isGovUkPayFakePath('/govuk-pay-faker')).toBe(false)
    expect(isGovUkPayFakePath(undefined)).toBe(false)
  })
})
