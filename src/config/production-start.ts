import { createHash } from 'node:crypto'

import { isDemonstration } from './demonstration'
import type { Env } from './env'

/**
 * What a production start refuses about payments and secrets (issue 23 point 3, decision 0033).
 * scripts/start.ts and scripts/serve.ts ask before anything starts; each refusal says what to set.
 * It is not part of parseEnv's schema because the build (scripts/build.ts) also runs with
 * NODE_ENV=production and must not need a deployment's payment settings.
 */

/** The variable that lets a production start take payments that are not real (a demonstration). */
export const DEMO_PAYMENTS_VARIABLE = 'DEMO_PAYMENTS'

type PaymentSettings = Pick<Env, 'PAYMENT_PROVIDER' | 'COUNCIL_PAYMENT_LIVE_HOSTS' | 'GOVUK_PAY_FAKE'>

/**
 * Whether this configuration takes no real money at all: the council provider with no live host
 * (every payment goes to the test page), or GOV.UK Pay through its local fake. Such a configuration
 * is a demonstration whether or not anyone says so.
 */
export function takesNoRealMoney(settings: PaymentSettings): boolean {
  if (settings.PAYMENT_PROVIDER === 'govuk-pay') return settings.GOVUK_PAY_FAKE === 'on'
  return settings.COUNCIL_PAYMENT_LIVE_HOSTS.trim() === ''
}

/** Whether this configuration may take real money somewhere (a live council host, or GOV.UK Pay itself). */
function takesRealMoney(settings: PaymentSettings): boolean {
  if (settings.PAYMENT_PROVIDER === 'govuk-pay') return settings.GOVUK_PAY_FAKE !== 'on'
  return settings.COUNCIL_PAYMENT_LIVE_HOSTS.trim() !== ''
}

/**
 * SHA-256 fingerprints of secret values that have been published in this project's source (the
 * development, test and build constants it once had, and the GOV.UK Pay fake's old key and
 * webhook secret): anyone can read them, so a production start refuses them in any secret. Kept as
 * fingerprints so that no secret value is in the source. To add one:
 * `node -e "console.log(require('crypto').createHash('sha256').update(process.argv[1]).digest('hex'))" VALUE`
 */
const PUBLISHED_SECRET_FINGERPRINTS: ReadonlySet<string> = new Set([
  '36620796abfc961346babb2e52970263066bf2764c43c11bbf63a42faeca14d7', // PAYLOAD_SECRET's old development default
  'e49590dc5e3b01c1e9eed57008d7a2380e8c6c6ef2c35c1fed705b08cbb2106f', // COUNCIL_PAYMENT_STATUS_SECRET's old default
  '7af8f61afe0f22082a841adb8f722a44d6ce4e1e4358db00b8a6f7ced0773466', // the end-to-end server's old PAYLOAD_SECRET
  '9967cf7921292bdf04cc3268ae19ffc60cb645ec7ca9c8b8006212237be9f5a8', // the integration tests' old PAYLOAD_SECRET
  '1ee2ee2d9f70ce7ff7c48ea17e275235f2e254c8deefbee0351e330f121bdb9d', // a security test's old PAYLOAD_SECRET
  '7d404de74f2bc59a4c112c844b5ae631b41b95eae6e55a9a47be6aa5ae5d53be', // the benches' old PAYLOAD_SECRET
  '996e0b73aaae95eb65010c9232b8059171be12817fcb766eba1c98100feab83f', // the build's old placeholder PAYLOAD_SECRET
  'b9595c12bb635c090566af3eadc884653d98e9cdb01e017fc013f72488d733dc', // the GOV.UK Pay fake's old API key
  '4b04239237ec6cbb9f0583ba9f2af5d327071ec81b35608e208fcd2e1b8d43d3', // the GOV.UK Pay fake's old webhook secret
])

export function isPublishedSecret(value: string): boolean {
  return PUBLISHED_SECRET_FINGERPRINTS.has(createHash('sha256').update(value).digest('hex'))
}

/** The secrets a production start checks, when set. */
const SECRET_VARIABLES = ['PAYLOAD_SECRET', 'COUNCIL_PAYMENT_STATUS_SECRET', 'GOVUK_PAY_API_KEY', 'GOVUK_PAY_WEBHOOK_SECRET', 'NOTIFY_API_KEY'] as const

/** Fewer different characters than this is a made-up value ('xxxx...', '1234...'), not a random one. */
const MIN_DISTINCT_CHARACTERS = 10

const GENERATE = 'generate one with `openssl rand -hex 32`'

/**
 * Why a production server must not start with this environment, one message per fault; empty
 * when it may. `source` is the raw environment (which secrets were set at all), `settings` the
 * parsed one.
 */
export function productionStartRefusals(source: Record<string, string | undefined>, settings: Env): string[] {
  if (settings.NODE_ENV !== 'production') return []
  const refusals: string[] = []
  const given = (name: string) => (source[name] ?? '') !== ''
  const demo = isDemonstration(settings)

  if (!demo) {
    if (settings.PAYMENT_PROVIDER === 'council' && settings.COUNCIL_PAYMENT_LIVE_HOSTS.trim() === '') {
      refusals.push(
        'No live payment host: every payment would go through the built-in test card service, which takes no money and confirms ' +
          'bookings paid with its public test card numbers. To take real payments set COUNCIL_PAYMENT_LIVE_HOSTS, ' +
          'COUNCIL_PAYMENT_LIVE_URL, COUNCIL_PAYMENT_STATUS_URL and COUNCIL_PAYMENT_STATUS_SECRET (the council card-payment page), ' +
          'or PAYMENT_PROVIDER=govuk-pay with GOVUK_PAY_API_KEY and GOVUK_PAY_WEBHOOK_SECRET. For a demonstration that takes no ' +
          `real payments, set ${DEMO_PAYMENTS_VARIABLE}=on (every page then says so).`,
      )
    }
    if (settings.TEST_CARD_PAYMENT_SERVICE === 'on') {
      refusals.push(
        'TEST_CARD_PAYMENT_SERVICE=on serves the built-in test card service, which takes no money, on every host. Remove it to take ' +
          `real payments, or set ${DEMO_PAYMENTS_VARIABLE}=on for a demonstration that takes no real payments.`,
      )
    }
    if (settings.GOVUK_PAY_FAKE === 'on') {
      refusals.push(
        'GOVUK_PAY_FAKE=on takes payments through the local fake of GOV.UK Pay, which takes no money. Remove it and set ' +
          'GOVUK_PAY_API_KEY and GOVUK_PAY_WEBHOOK_SECRET (your GOV.UK Pay live account) to take real payments, or set ' +
          `${DEMO_PAYMENTS_VARIABLE}=on for a demonstration that takes no real payments.`,
      )
    }
    if (settings.EMAIL_CHANNEL === 'notify' && settings.NOTIFY_FAKE === 'on') {
      refusals.push(
        'NOTIFY_FAKE=on sends e-mail through the local fake of GOV.UK Notify, which delivers nothing: residents would get no ' +
          'confirmations. Remove it and set NOTIFY_API_KEY and NOTIFY_EMAIL_TEMPLATE_ID (your GOV.UK Notify live key and template), ' +
          `or set ${DEMO_PAYMENTS_VARIABLE}=on for a demonstration.`,
      )
    }
  } else if (takesRealMoney(settings)) {
    const what = settings.PAYMENT_PROVIDER === 'govuk-pay' ? 'PAYMENT_PROVIDER=govuk-pay takes real payments through GOV.UK Pay' : 'COUNCIL_PAYMENT_LIVE_HOSTS is set, so those hosts take real payments'
    refusals.push(
      `${DEMO_PAYMENTS_VARIABLE}=on tells every page that no real payments are taken, but ${what}. ` +
        `Remove ${DEMO_PAYMENTS_VARIABLE} to take real payments, or remove the live payment settings for a demonstration.`,
    )
  }

  // The status query's secret guards every payment's status and the test service's refunds: the
  // council provider, and the test service of a demonstration, need one of their own.
  if (!given('COUNCIL_PAYMENT_STATUS_SECRET') && (settings.PAYMENT_PROVIDER === 'council' || demo)) {
    refusals.push(
      'COUNCIL_PAYMENT_STATUS_SECRET is required in production: the shared secret of the payment status query and refunds ' +
        `(at least 16 characters; the card-payment provider's, or for a demonstration ${GENERATE}).`,
    )
  }
  for (const name of SECRET_VARIABLES) {
    const value = source[name] ?? ''
    if (value === '') continue
    if (isPublishedSecret(value)) {
      refusals.push(`${name} is a value published in this project's source, which anyone can read: ${GENERATE} and set that instead.`)
    } else if (new Set(value).size < MIN_DISTINCT_CHARACTERS) {
      refusals.push(`${name} is not a random value (it has fewer than ${MIN_DISTINCT_CHARACTERS} different characters): ${GENERATE} and set that instead.`)
    }
  }
  return refusals
}
