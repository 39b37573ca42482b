import { describe, expect, it } from 'vitest'

import { InvalidEnvironmentError, isLiveHost, parseEnv, siteUrlRefusal } from './env'

describe('parseEnv', () => {
  it('gives development defaults for an empty environment', () => {
    const env = parseEnv({})
    expect(env.NODE_ENV).toBe('development')
    expect(env.PORT).toBe(3000)
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.PAYLOAD_SECRET.length).toBeGreaterThanOrEqual(32)
    expect(env.SEED_ON_EMPTY).toBe(true)
  })

  it('takes GOV.UK Pay only with its API key and webhook secret, or with the local fake', () => {
    expect(() => parseEnv({ PAYMENT_PROVIDER: 'govuk-pay' })).toThrow(/GOVUK_PAY_API_KEY is required when PAYMENT_PROVIDER is govuk-pay/)
    expect(() => parseEnv({ PAYMENT_PROVIDER: 'govuk-pay', GOVUK_PAY_API_KEY: 'api_live_1234567890' })).toThrow(/GOVUK_PAY_WEBHOOK_SECRET is required/)
    expect(parseEnv({ PAYMENT_PROVIDER: 'govuk-pay', GOVUK_PAY_API_KEY: 'api_live_1234567890', GOVUK_PAY_WEBHOOK_SECRET: 'webhook-secret-1' }).PAYMENT_PROVIDER).toBe('govuk-pay')
    expect(parseEnv({ PAYMENT_PROVIDER: 'govuk-pay', GOVUK_PAY_FAKE: 'on' }).GOVUK_PAY_FAKE).toBe('on')
    expect(() => parseEnv({ PAYMENT_PROVIDER: 'stripe' })).toThrow(InvalidEnvironmentError)
  })

  it('sends e-mail through GOV.UK Notify only with its API key and e-mail template, or with the local fake', () => {
    expect(parseEnv({}).EMAIL_CHANNEL).toBe('smtp')
    expect(() => parseEnv({ EMAIL_CHANNEL: 'notify' })).toThrow(/NOTIFY_API_KEY is required when EMAIL_CHANNEL is notify/)
    expect(() => parseEnv({ EMAIL_CHANNEL: 'notify' })).toThrow(/NOTIFY_EMAIL_TEMPLATE_ID is required when EMAIL_CHANNEL is notify/)
    expect(() => parseEnv({ EMAIL_CHANNEL: 'notify', NOTIFY_API_KEY: 'not-a-key', NOTIFY_EMAIL_TEMPLATE_ID: '5f8b7c6a-1d2e-4f30-9a8b-7c6d5e4f3a2b' })).toThrow(/NOTIFY_API_KEY must be a GOV.UK Notify API key/)
    const key = 'council-26ab3c1d-0e5f-4a7b-8c9d-0e1f2a3b4c5d-6e7f8a9b-0c1d-4e2f-a3b4-c5d6e7f8a9b0'
    expect(parseEnv({ EMAIL_CHANNEL: 'notify', NOTIFY_API_KEY: key, NOTIFY_EMAIL_TEMPLATE_ID: '5f8b7c6a-1d2e-4f30-9a8b-7c6d5e4f3a2b' })).toMatchObject({ EMAIL_CHANNEL: 'notify', NOTIFY_API_KEY: key })
    expect(parseEnv({ EMAIL_CHANNEL: 'notify', NOTIFY_FAKE: 'on' }).NOTIFY_API_URL).toBe('https://api.notifications.service.gov.uk')
  })

  it('has no secret in the source: one left unset is random for the process, the same on every read', () => {
    const first = parseEnv({})
    const again = parseEnv({})
    expect(first.PAYLOAD_SECRET).toMatch(/^[0-9a-f]{64}$/)
    expect(first.COUNCIL_PAYMENT_STATUS_SECRET).toMatch(/^[0-9a-f]{64}$/)
    expect(first.COUNCIL_PAYMENT_STATUS_SECRET).not.toBe(first.PAYLOAD_SECRET)
    expect(again.PAYLOAD_SECRET).toBe(first.PAYLOAD_SECRET)
    expect(again.COUNCIL_PAYMENT_STATUS_SECRET).toBe(first.COUNCIL_PAYMENT_STATUS_SECRET)
    expect([first.PAYLOAD_SECRET, first.COUNCIL_PAYMENT_STATUS_SECRET]).not.toContain('development-only-payment-status-secret')
    expect(parseEnv({ COUNCIL_PAYMENT_STATUS_SECRET: 's'.repeat(20) }).COUNCIL_PAYMENT_STATUS_SECRET).toBe('s'.repeat(20))
  })

  it('reads DEMO_PAYMENTS as on or off, off unless set', () => {
    expect(parseEnv({}).DEMO_PAYMENTS).toBe('off')
    expect(parseEnv({ DEMO_PAYMENTS: 'on' }).DEMO_PAYMENTS).toBe('on')
    expect(() => parseEnv({ DEMO_PAYMENTS: 'yes' })).toThrow(/DEMO_PAYMENTS/)
  })

  it('treats empty strings as unset', () => {
    expect(parseEnv({ PORT: '' }).PORT).toBe(3000)
  })

  it('fails fast in production without a secret', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(InvalidEnvironmentError)
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/PAYLOAD_SECRET is required in production/)
  })

  it('rejects a malformed database URL and port', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a postgres/)
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/)
  })

  it('limits a basket to 10 tickets unless configured, and refuses a limit below 1', () => {
    expect(parseEnv({}).BASKET_TICKET_LIMIT).toBe(10)
    expect(parseEnv({ BASKET_TICKET_LIMIT: '4' }).BASKET_TICKET_LIMIT).toBe(4)
    expect(() => parseEnv({ BASKET_TICKET_LIMIT: '0' })).toThrow(/BASKET_TICKET_LIMIT/)
    expect(() => parseEnv({ BASKET_TICKET_LIMIT: 'ten' })).toThrow(/BASKET_TICKET_LIMIT/)
  })

  it('reads booleans written as words or digits', () => {
    expect(parseEnv({ SEED_ON_EMPTY: 'false' }).SEED_ON_EMPTY).toBe(false)
    expect(parseEnv({ SEED_ON_EMPTY: '0' }).SEED_ON_EMPTY).toBe(false)
    expect(parseEnv({ SEED_ON_EMPTY: 'yes' }).SEED_ON_EMPTY).toBe(true)
  })
})

describe('the site address (issue 22 point 2)', () => {
  it('is the address this process serves when SITE_URL is unset: localhost on PORT', () => {
    expect(parseEnv({}).SITE_URL).toBe('http://localhost:3000')
    expect(parseEnv({ PORT: '3100' }).SITE_URL).toBe('http://localhost:3100')
    expect(parseEnv({ PORT: '3100', SITE_URL: '' }).SITE_URL).toBe('http://localhost:3100')
  })

  it('is SITE_URL when it is set, whatever the port', () => {
    expect(parseEnv({ PORT: '3100', SITE_URL: 'https://events.example.gov.uk' }).SITE_URL).toBe('https://events.example.gov.uk')
    expect(() => parseEnv({ SITE_URL: 'events.example.gov.uk' })).toThrow(/SITE_URL/)
  })

  it('must be set for a production server on a real database, and the refusal says what to set', () => {
    const refusal = siteUrlRefusal({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db.internal/events' })
    expect(refusal).toMatch(/^SITE_URL is required in production/)
    expect(refusal).toContain('SITE_URL=https://')
    expect(siteUrlRefusal({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db.internal/events', SITE_URL: '' })).not.toBeNull()
  })

  it('may be left unset by npm start on the embedded database, in development, and when it is set', () => {
    expect(siteUrlRefusal({ NODE_ENV: 'production' })).toBeNull()
    expect(siteUrlRefusal({ NODE_ENV: 'production', DATABASE_URL: '' })).toBeNull()
    expect(siteUrlRefusal({ DATABASE_URL: 'postgres://db.internal/events' })).toBeNull()
    expect(siteUrlRefusal({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db.internal/events', SITE_URL: 'https://events.example.gov.uk' })).toBeNull()
  })
})

describe('the optional widget settings', () => {
  it('are unset by default, so nothing third-party is configured', () => {
    const env = parseEnv({})
    expect(env.TRANSLATE_WIDGET_SCRIPT_URL).toBeUndefined()
    expect(env.RATE_PAGE_URL).toBeUndefined()
    expect(parseEnv({ TRANSLATE_WIDGET_SCRIPT_URL: '', RATE_PAGE_URL: '' }).RATE_PAGE_URL).toBeUndefined()
  })

  it('take web addresses, the rate-this-page one with its {url} placeholder', () => {
    const env = parseEnv({
      TRANSLATE_WIDGET_SCRIPT_URL: 'https://translate.google.com/translate_a/element.js?cb=googleTranslateElementInit',
      RATE_PAGE_URL: 'https://forms.example.gov.uk/rate?page={url}',
    })
    expect(env.TRANSLATE_WIDGET_SCRIPT_URL).toBe('https://translate.google.com/translate_a/element.js?cb=googleTranslateElementInit')
    expect(env.RATE_PAGE_URL).toBe('https://forms.example.gov.uk/rate?page={url}')
  })

  it('refuse anything that is not an http or https address', () => {
    expect(() => parseEnv({ TRANSLATE_WIDGET_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(/TRANSLATE_WIDGET_SCRIPT_URL/)
    expect(() => parseEnv({ RATE_PAGE_URL: 'feedback please' })).toThrow(/RATE_PAGE_URL/)
  })
})

describe('isLiveHost', () => {
  it('treats every host as live with *', () => {
    expect(isLiveHost('localhost:3000', '*')).toBe(true)
  })

  it('matches listed host names, ignoring port and case', () => {
    expect(isLiveHost('Events.Example.gov.uk:443', 'events.example.gov.uk, www.example.gov.uk')).toBe(true)
    expect(isLiveHost('localhost:3000', 'events.example.gov.uk')).toBe(false)
    expect(isLiveHost('localhost', '')).toBe(false)
  })
})

describe('payment settings', () => {
  it('refuse a wildcard as a live payment host: money is never switched on for every host', () => {
    expect(() => parseEnv({ COUNCIL_PAYMENT_LIVE_HOSTS: '*' })).toThrow(/"\*" is not allowed/)
  })

  it('require the live address, the status address and the secret in production when a host is live', () => {
    const production = { NODE_ENV: 'production', PAYLOAD_SECRET: 'x'.repeat(40), COUNCIL_PAYMENT_LIVE_HOSTS: 'events.example.gov.uk' }
    expect(() => parseEnv(production)).toThrow(/COUNCIL_PAYMENT_LIVE_URL is required[\s\S]*COUNCIL_PAYMENT_STATUS_URL is required[\s\S]*COUNCIL_PAYMENT_STATUS_SECRET is required/)
    const complete = {
      ...production,
      COUNCIL_PAYMENT_LIVE_URL: 'https://pay.example.gov.uk/form',
      COUNCIL_PAYMENT_STATUS_URL: 'https://pay.example.gov.uk/status',
      COUNCIL_PAYMENT_STATUS_SECRET: 's'.repeat(32),
    }
    expect(parseEnv(complete).COUNCIL_PAYMENT_STATUS_SECRET).toBe('s'.repeat(32))
  })

  it('accept a root-relative or http(s) test address, and nothing else', () => {
    expect(parseEnv({ COUNCIL_PAYMENT_TEST_URL: 'https://test.pay.example/form' }).COUNCIL_PAYMENT_TEST_URL).toBe('https://test.pay.example/form')
    expect(() => parseEnv({ COUNCIL_PAYMENT_TEST_URL: '//evil.example/form' })).toThrow(/COUNCIL_PAYMENT_TEST_URL/)
    expect(() => parseEnv({ COUNCIL_PAYMENT_TEST_URL: 'javascript:alert(1)' })).toThrow(/COUNCIL_PAYMENT_TEST_URL/)
  })

  it('read the test service switch as on or off only', () => {
    expect(parseEnv({ TEST_CARD_PAYMENT_SERVICE: 'off' }).TEST_CARD_PAYMENT_SERVICE).toBe('off')
    expect(parseEnv({}).TEST_CARD_PAYMENT_SERVICE).toBeUndefined()
    expect(() => parseEnv({ TEST_CARD_PAYMENT_SERVICE: 'maybe' })).toThrow(/TEST_CARD_PAYMENT_SERVICE/)
  })
})

describe('e-mail settings', () => {
  it('send nothing unless SMTP_URL is set, from the default sender, every 5 seconds', () => {
    const env = parseEnv({})
    expect(env.SMTP_URL).toBeUndefined()
    expect(env.NEWSLETTER_SIGNUP_URL).toBeUndefined()
    expect(env.EMAIL_FROM).toBe('Council events <events@example.gov.uk>')
    expect(env.EMAIL_OUTBOX_INTERVAL_SECONDS).toBe(5)
  })

  it('take smtp:// and smtps:// addresses only for SMTP_URL', () => {
    expect(parseEnv({ SMTP_URL: 'smtp://user:pass@mail.example:587' }).SMTP_URL).toBe('smtp://user:pass@mail.example:587')
    expect(parseEnv({ SMTP_URL: 'smtps://mail.example:465' }).SMTP_URL).toBe('smtps://mail.example:465')
    expect(() => parseEnv({ SMTP_URL: 'https://mail.example' })).toThrow(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ address/)
    expect(() => parseEnv({ NEWSLETTER_SIGNUP_URL: 'ftp://x.example' })).toThrow(/NEWSLETTER_SIGNUP_URL/)
  })
})

describe('retention settings', () => {
  it('anonymise 365 days after the event, checked every hour, unless configured', () => {
    const env = parseEnv({})
    expect(env.RETENTION_DAYS).toBe(365)
    expect(env.RETENTION_INTERVAL_SECONDS).toBe(3600)
    expect(parseEnv({ RETENTION_DAYS: '730', RETENTION_INTERVAL_SECONDS: '0' })).toMatchObject({ RETENTION_DAYS: 730, RETENTION_INTERVAL_SECONDS: 0 })
  })

  it('refuse a retention time under 30 days or over 10 years, so a slip never wipes recent bookings', () => {
    expect(() => parseEnv({ RETENTION_DAYS: '0' })).toThrow(/RETENTION_DAYS/)
    expect(() => parseEnv({ RETENTION_DAYS: '29' })).toThrow(/RETENTION_DAYS/)
    expect(parseEnv({ RETENTION_DAYS: '30' }).RETENTION_DAYS).toBe(30)
    expect(() => parseEnv({ RETENTION_DAYS: '3651' })).toThrow(/RETENTION_DAYS/)
    expect(() => parseEnv({ RETENTION_INTERVAL_SECONDS: '-1' })).toThrow(/RETENTION_INTERVAL_SECONDS/)
  })
})
