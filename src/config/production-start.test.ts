import { randomBytes } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { parseEnv } from './env'
import { isPublishedSecret, productionStartRefusals, takesNoRealMoney } from './production-start'

const secret = () => randomBytes(32).toString('hex')

/** What a production start would say about this environment. */
function refusalsOf(source: Record<string, string>): string[] {
  return productionStartRefusals(source, parseEnv(source))
}

/** A production deployment taking real money through the council's card-payment page. */
function liveCouncil(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PAYLOAD_SECRET: secret(),
    COUNCIL_PAYMENT_LIVE_HOSTS: 'events.example.gov.uk',
    COUNCIL_PAYMENT_LIVE_URL: 'https://pay.example.gov.uk/form',
    COUNCIL_PAYMENT_STATUS_URL: 'https://pay.example.gov.uk/status',
    COUNCIL_PAYMENT_STATUS_SECRET: secret(),
  }
}

/** A production deployment taking real money through GOV.UK Pay. */
function liveGovUkPay(): Record<string, string> {
  return { NODE_ENV: 'production', PAYLOAD_SECRET: secret(), PAYMENT_PROVIDER: 'govuk-pay', GOVUK_PAY_API_KEY: `api_live_${secret()}`, GOVUK_PAY_WEBHOOK_SECRET: secret() }
}

describe('a production start (issue 23 point 3)', () => {
  it('starts a deployment that takes real money, through the council page or GOV.UK Pay', () => {
    expect(refusalsOf(liveCouncil())).toEqual([])
    expect(refusalsOf(liveGovUkPay())).toEqual([])
  })

  it('refuses the built-in test card service when no host is live, saying what to set', () => {
    const { COUNCIL_PAYMENT_LIVE_HOSTS: _live, COUNCIL_PAYMENT_LIVE_URL: _url, ...noLiveHost } = liveCouncil()
    const refusals = refusalsOf(noLiveHost)
    expect(refusals).toHaveLength(1)
    expect(refusals[0]).toMatch(/^No live payment host: every payment would go through the built-in test card service, which takes no money/)
    expect(refusals[0]).toMatch(/set COUNCIL_PAYMENT_LIVE_HOSTS, COUNCIL_PAYMENT_LIVE_URL, COUNCIL_PAYMENT_STATUS_URL and COUNCIL_PAYMENT_STATUS_SECRET/)
    expect(refusals[0]).toMatch(/set DEMO_PAYMENTS=on/)
  })

  it('refuses TEST_CARD_PAYMENT_SERVICE=on beside live hosts', () => {
    expect(refusalsOf({ ...liveCouncil(), TEST_CARD_PAYMENT_SERVICE: 'on' })).toEqual([
      expect.stringMatching(/^TEST_CARD_PAYMENT_SERVICE=on serves the built-in test card service, which takes no money/),
    ])
  })

  it('refuses the GOV.UK Pay fake', () => {
    expect(refusalsOf({ NODE_ENV: 'production', PAYLOAD_SECRET: secret(), PAYMENT_PROVIDER: 'govuk-pay', GOVUK_PAY_FAKE: 'on' })).toEqual([
      expect.stringMatching(/^GOVUK_PAY_FAKE=on takes payments through the local fake of GOV.UK Pay, which takes no money\. Remove it and set GOVUK_PAY_API_KEY and GOVUK_PAY_WEBHOOK_SECRET/),
    ])
  })

  it("refuses GOV.UK Notify's fake outside a demonstration: residents would get no e-mail", () => {
    expect(refusalsOf({ NODE_ENV: 'production', PAYLOAD_SECRET: secret(), PAYMENT_PROVIDER: 'govuk-pay', GOVUK_PAY_API_KEY: 'api_live_1234567890', GOVUK_PAY_WEBHOOK_SECRET: secret(), EMAIL_CHANNEL: 'notify', NOTIFY_FAKE: 'on' })).toEqual([
      expect.stringMatching(/^NOTIFY_FAKE=on sends e-mail through the local fake of GOV\.UK Notify, which delivers nothing/),
    ])
    expect(refusalsOf({ NODE_ENV: 'production', PAYLOAD_SECRET: secret(), COUNCIL_PAYMENT_STATUS_SECRET: secret(), DEMO_PAYMENTS: 'on', EMAIL_CHANNEL: 'notify', NOTIFY_FAKE: 'on' })).toEqual([])
  })

  it('takes either for a demonstration when DEMO_PAYMENTS=on, with a status secret of its own', () => {
    expect(refusalsOf({ NODE_ENV: 'production', PAYLOAD_SECRET: secret(), COUNCIL_PAYMENT_STATUS_SECRET: secret(), DEMO_PAYMENTS: 'on' })).toEqual([])
    expect(refusalsOf({ NODE_ENV: 'production', PAYLOAD_SECRET: secret(), COUNCIL_PAYMENT_STATUS_SECRET: secret(), DEMO_PAYMENTS: 'on', TEST_CARD_PAYMENT_SERVICE: 'on' })).toEqual([])
    expect(refusalsOf({ NODE_ENV: 'production', PAYLOAD_SECRET: secret(), COUNCIL_PAYMENT_STATUS_SECRET: secret(), DEMO_PAYMENTS: 'on', PAYMENT_PROVIDER: 'govuk-pay', GOVUK_PAY_FAKE: 'on' })).toEqual([])
  })

  it('refuses DEMO_PAYMENTS=on beside live payments, since every page would say no real payments are taken', () => {
    expect(refusalsOf({ ...liveCouncil(), DEMO_PAYMENTS: 'on' })).toEqual([expect.stringMatching(/^DEMO_PAYMENTS=on tells every page that no real payments are taken, but COUNCIL_PAYMENT_LIVE_HOSTS is set/)])
    expect(refusalsOf({ ...liveGovUkPay(), DEMO_PAYMENTS: 'on', COUNCIL_PAYMENT_STATUS_SECRET: secret() })).toEqual([
      expect.stringMatching(/^DEMO_PAYMENTS=on tells every page that no real payments are taken, but PAYMENT_PROVIDER=govuk-pay takes real payments/),
    ])
  })

  it('refuses a missing status secret, for the council page and for a demonstration', () => {
    const message = /^COUNCIL_PAYMENT_STATUS_SECRET is required in production: the shared secret of the payment status query and refunds/
    expect(refusalsOf({ NODE_ENV: 'production', PAYLOAD_SECRET: secret(), DEMO_PAYMENTS: 'on' })).toEqual([expect.stringMatching(message)])
    // GOV.UK Pay has its own secrets; the council page's is not needed.
    expect(refusalsOf(liveGovUkPay())).toEqual([])
  })

  it('refuses a secret that was ever a constant in the source, and one that is not random', () => {
    const published = [
      ['PAYLOAD_SECRET', 'development-only-secret-change-me-0123456789'],
      ['COUNCIL_PAYMENT_STATUS_SECRET', 'development-only-payment-status-secret'],
      ['PAYLOAD_SECRET', 'e2e-test-secret-0123456789abcdef0123456789'],
      ['PAYLOAD_SECRET', 'build-time-placeholder-secret-not-used-at-runtime'],
      ['GOVUK_PAY_WEBHOOK_SECRET', 'local-fake-webhook-secret'],
    ] as const
    for (const [name, value] of published) {
      const source = { ...(name.startsWith('GOVUK') ? liveGovUkPay() : liveCouncil()), [name]: value }
      expect(refusalsOf(source)).toEqual([`${name} is a value published in this project's source, which anyone can read: generate one with \`openssl rand -hex 32\` and set that instead.`])
    }
    expect(refusalsOf({ ...liveCouncil(), COUNCIL_PAYMENT_STATUS_SECRET: 'x'.repeat(40) })).toEqual([
      expect.stringMatching(/^COUNCIL_PAYMENT_STATUS_SECRET is not a random value \(it has fewer than 10 different characters\)/),
    ])
  })

  it('says everything wrong at once', () => {
    expect(refusalsOf({ NODE_ENV: 'production', PAYLOAD_SECRET: 'development-only-secret-change-me-0123456789' })).toEqual([
      expect.stringMatching(/^No live payment host/),
      expect.stringMatching(/^COUNCIL_PAYMENT_STATUS_SECRET is required in production/),
      expect.stringMatching(/^PAYLOAD_SECRET is a value published in this project's source/),
    ])
  })

  it('asks nothing of development and tests', () => {
    expect(refusalsOf({})).toEqual([])
    expect(refusalsOf({ NODE_ENV: 'test', GOVUK_PAY_FAKE: 'on', PAYMENT_PROVIDER: 'govuk-pay' })).toEqual([])
  })
})

describe('takesNoRealMoney', () => {
  it('is true for the council page with no live host and for the GOV.UK Pay fake, false for live payments', () => {
    expect(takesNoRealMoney(parseEnv({}))).toBe(true)
    expect(takesNoRealMoney(parseEnv({ PAYMENT_PROVIDER: 'govuk-pay', GOVUK_PAY_FAKE: 'on' }))).toBe(true)
    expect(takesNoRealMoney(parseEnv({ COUNCIL_PAYMENT_LIVE_HOSTS: 'events.example.gov.uk' }))).toBe(false)
    expect(takesNoRealMoney(parseEnv({ PAYMENT_PROVIDER: 'govuk-pay', GOVUK_PAY_API_KEY: 'api_live_1234567890', GOVUK_PAY_WEBHOOK_SECRET: 'webhook-secret-1' }))).toBe(false)
  })
})

describe('isPublishedSecret', () => {
  it('knows the old constants and nothing random', () => {
    expect(isPublishedSecret('development-only-payment-status-secret')).toBe(true)
    expect(isPublishedSecret('api_test_local_fake_key')).toBe(true)
    expect(isPublishedSecret(secret())).toBe(false)
  })
})
