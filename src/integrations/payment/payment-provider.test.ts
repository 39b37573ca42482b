import { describe, expect, it } from 'vitest'

import { handOffAddress } from './payment-provider'

describe('the address of a payment hand-off', () => {
  it('is where the browser goes when it sends the GET form: the fields as the query, encoded', () => {
    const address = handOffAddress({
      kind: 'form',
      action: 'https://pay.example.gov.uk/pay',
      method: 'get',
      fields: [
        { name: 'amount', value: '25.00' },
        { name: 'Person_1', value: 'Ada Lovelace; 1 High St & Co' },
      ],
    })
    expect(address).toBe('https://pay.example.gov.uk/pay?amount=25.00&Person_1=Ada+Lovelace%3B+1+High+St+%26+Co')
    expect(new URL(address).searchParams.get('Person_1')).toBe('Ada Lovelace; 1 High St & Co')
  })

  it("replaces an action's own query and fragment, as a browser sending a GET form does", () => {
    expect(handOffAddress({ kind: 'form', action: '/test-card-payment/pay?old=1#top', method: 'get', fields: [{ name: 'a', value: 'b' }] })).toBe('/test-card-payment/pay?a=b')
  })

  it('is the URL itself for a redirect hand-off', () => {
    expect(handOffAddress({ kind: 'redirect', url: 'https://card.payments.service.gov.uk/secure/abc' })).toBe('https://card.payments.service.gov.uk/secure/abc')
  })
})
