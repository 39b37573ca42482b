import { describe, expect, it } from 'vitest'

import { parseEnv } from '../../config/env'

import { councilPaymentSettingsFrom, hostnameOf, isCouncilPaymentLiveHost, isTestServiceServed, paymentFormOrigins } from './council-payment-settings'

describe('council payment settings', () => {
  it('default to the built-in test service on every host, with the status query on SITE_URL', () => {
    const settings = councilPaymentSettingsFrom(parseEnv({ SITE_URL: 'http://localhost:3000' }))
    expect(settings.liveHosts).toEqual([])
    expect(settings.testUrl).toBe('/test-card-payment/pay')
    expect(settings.statusUrl).toBe('http://localhost:3000/test-card-payment/status')
    expect(settings.callingApplicationId).toBe('COUNCIL-EVENTS')
    expect(settings.statusSecret.length).toBeGreaterThanOrEqual(16)
    expect(isTestServiceServed('localhost:3000', settings)).toBe(true)
  })

  it('serve the test service nowhere in production unless it is a demonstration (issue 23 point 3)', () => {
    const production = { NODE_ENV: 'production', PAYLOAD_SECRET: 'p'.repeat(32), COUNCIL_PAYMENT_LIVE_HOSTS: 'events.example.gov.uk', COUNCIL_PAYMENT_LIVE_URL: 'https://pay.example.gov.uk/form', COUNCIL_PAYMENT_STATUS_URL: 'https://pay.example.gov.uk/status', COUNCIL_PAYMENT_STATUS_SECRET: 's'.repeat(32) }
    const live = councilPaymentSettingsFrom(parseEnv(production))
    expect(live.testService).toBe('off')
    expect(isTestServiceServed('staging.example.gov.uk', live)).toBe(false)
    // Even switched on (which a production start refuses without DEMO_PAYMENTS=on).
    expect(isTestServiceServed('staging.example.gov.uk', councilPaymentSettingsFrom(parseEnv({ ...production, TEST_CARD_PAYMENT_SERVICE: 'on' })))).toBe(false)
    const demonstration = councilPaymentSettingsFrom(parseEnv({ NODE_ENV: 'production', PAYLOAD_SECRET: 'p'.repeat(32), DEMO_PAYMENTS: 'on' }))
    expect(isTestServiceServed('localhost:3000', demonstration)).toBe(true)
  })

  it('read live host names without ports, in lower case', () => {
    const settings = councilPaymentSettingsFrom(parseEnv({ COUNCIL_PAYMENT_LIVE_HOSTS: 'Events.Example.gov.uk, www.example.gov.uk:443 ,' }))
    expect(settings.liveHosts).toEqual(['events.example.gov.uk', 'www.example.gov.uk'])
    expect(isCouncilPaymentLiveHost('https://EVENTS.example.gov.uk', settings)).toBe(true)
    expect(isCouncilPaymentLiveHost('staging.example.gov.uk:3000', settings)).toBe(false)
    expect(isCouncilPaymentLiveHost('', settings)).toBe(false)
  })

  it('keep the test service off a live host unless it is switched on on purpose, and off everywhere when switched off', () => {
    const live = { liveHosts: ['events.example.gov.uk'] }
    expect(isTestServiceServed('events.example.gov.uk', live)).toBe(false)
    expect(isTestServiceServed('staging.example.gov.uk', live)).toBe(true)
    expect(isTestServiceServed('events.example.gov.uk', { ...live, testService: 'on' })).toBe(true)
    expect(isTestServiceServed('localhost', { liveHosts: [], testService: 'off' })).toBe(false)
  })

  it('name the origins a payment form may be sent to', () => {
    expect(paymentFormOrigins({ testUrl: '/test-card-payment/pay' })).toEqual([])
    expect(paymentFormOrigins({ testUrl: 'https://test.pay.example/form', liveUrl: 'https://pay.example.gov.uk/x?y=1' })).toEqual([
      'https://pay.example.gov.uk',
      'https://test.pay.example',
    ])
  })

  it('read a host from a host header, an origin or an address', () => {
    expect(hostnameOf('Example.org:8080')).toBe('example.org')
    expect(hostnameOf('https://example.org/path')).toBe('example.org')
    expect(hostnameOf('  ')).toBe('')
    expect(hostnameOf('bad host^')).toBe('')
  })
})
