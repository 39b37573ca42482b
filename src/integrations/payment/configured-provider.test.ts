import { describe, expect, it } from 'vitest'

import { configuredPaymentProvider, paymentProviderNamed } from './configured-provider'

describe('configuredPaymentProvider', () => {
  it('is the council card-payment page by default, sending a host that is not live to the built-in test page', async () => {
    const provider = configuredPaymentProvider()
    expect(provider.name).toBe('council')
    expect(configuredPaymentProvider()).toBe(provider)
    const started = await provider.start({
      paymentId: 'p',
      basketId: 'b',
      transactionReference: 'b-1',
      amountPence: 500,
      returnUrl: 'http://localhost:3000/eventsbookingapi/baskets/b/paid',
      backButtonUrl: 'http://localhost:3000/checkout',
      receiptFinishUrl: 'http://localhost:3000/checkout/finish?basketId=b',
      host: 'http://localhost:3000',
      ledger: { gl: 'G', costCode: 'C' },
      purchaser: {
        firstName: 'A',
        lastName: 'B',
        email: 'a@example.org',
        telephoneNumber: '1',
        bookingQuestions: {},
        address: { streetAddress: 's', postOfficeBoxNumber: '', addressLocality: 'l', addressRegion: '', country: '', postalCode: 'p' },
      },
      tickets: [],
      description: 'd',
    })
    expect(started.handOff).toMatchObject({ kind: 'form', action: '/test-card-payment/pay', method: 'get' })
  })
})

describe('paymentProviderNamed', () => {
  it('answers the configured provider by its name, and none for a provider this server has no settings for', () => {
    expect(paymentProviderNamed('council')).toBe(configuredPaymentProvider())
    // The default environment has no GOV.UK Pay key and no fake.
    expect(paymentProviderNamed('govuk-pay')).toBeNull()
    expect(paymentProviderNamed('something-else')).toBeNull()
  })
})
