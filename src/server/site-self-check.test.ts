import { describe, expect, it } from 'vitest'

import { parseEnv } from '../config/env'

import { isSelfCheckRequest, SELF_CHECK_PATHS, selfCheckProof, selfCheckTargets } from './site-self-check'

describe('the payment addresses the start checks (issue 22 point 2)', () => {
  it('follow the port when SITE_URL is unset: the return and the built-in status query on localhost:3100', () => {
    const targets = selfCheckTargets(parseEnv({ PORT: '3100' }))
    expect(targets.map(({ name, address, probe }) => ({ name, address, probe }))).toEqual([
      {
        name: 'payment return address',
        address: 'http://localhost:3100/eventsbookingapi/baskets/{id}/paid',
        probe: 'http://localhost:3100/eventsbookingapi/self-check',
      },
      {
        name: 'payment status address',
        address: 'http://localhost:3100/test-card-payment/status',
        probe: 'http://localhost:3100/test-card-payment/self-check',
      },
    ])
    expect(targets.every((target) => target.problem === undefined)).toBe(true)
  })

  it('leave out a status query that is the provider’s own', () => {
    const targets = selfCheckTargets(parseEnv({ SITE_URL: 'https://events.example.gov.uk', COUNCIL_PAYMENT_STATUS_URL: 'https://pay.example.com/api/status' }))
    expect(targets.map((target) => target.name)).toEqual(['payment return address'])
    expect(selfCheckTargets(parseEnv({ PAYMENT_PROVIDER: 'govuk-pay', GOVUK_PAY_FAKE: 'on' })).map((target) => target.name)).toEqual(['payment return address'])
  })

  it('report a status query on a host where the built-in test service is not served', () => {
    const [, status] = selfCheckTargets(parseEnv({ SITE_URL: 'https://events.example.gov.uk', COUNCIL_PAYMENT_LIVE_HOSTS: 'events.example.gov.uk' }))
    expect(status?.problem).toMatch(/test card-payment service is not served on events.example.gov.uk/)
  })
})

describe('the self-check answer', () => {
  it('is the same for every server with the secret, and differs by challenge and by secret', () => {
    const secret = 'a-secret-of-at-least-32-characters-0123'
    expect(selfCheckProof(secret, 'aa11')).toBe(selfCheckProof(secret, 'aa11'))
    expect(selfCheckProof(secret, 'aa11')).not.toBe(selfCheckProof(secret, 'aa12'))
    expect(selfCheckProof(secret, 'aa11')).not.toBe(selfCheckProof(`${secret}x`, 'aa11'))
  })

  it('is given only to a GET of one of the two self-check paths', () => {
    expect(isSelfCheckRequest({ method: 'GET', url: `${SELF_CHECK_PATHS.bookingApi}?challenge=00ff` })).toBe(true)
    expect(isSelfCheckRequest({ method: 'GET', url: SELF_CHECK_PATHS.testCardPayment })).toBe(true)
    expect(isSelfCheckRequest({ method: 'POST', url: SELF_CHECK_PATHS.bookingApi })).toBe(false)
    expect(isSelfCheckRequest({ method: 'GET', url: '/eventsbookingapi/self-check/x' })).toBe(false)
  })
})
