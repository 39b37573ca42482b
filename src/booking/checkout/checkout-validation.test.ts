import { describe, expect, it } from 'vitest'

import { CheckoutValidationError } from './errors'

import type { StartCheckoutRequest } from '../../contracts/checkout'
import { validateCheckout } from './checkout-validation'

const purchaserData = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  telephoneNumber: '01234 567890',
  currentDomain: '',
  bookingQuestions: '{}',
  userAddress: { streetAddress: '1 High Street', postOfficeBoxNumber: '', addressLocality: 'Hertford', addressRegion: '', country: '', postalCode: 'SG13 8DQ' },
}
const ticket = (ticketId: string, name = 'Grace Hopper') => ({ ticketId, ticketHolderName: name, ticketSpecialRequirements: '', ticketQuestions: '{}' })
const basket: Parameters<typeof validateCheckout>[1] = { ticketIds: ['t1', 't2'], bookingQuestions: [], ticketQuestions: [] }

function errorsOf(request: StartCheckoutRequest, against = basket) {
  try {
    validateCheckout(request, against)
  } catch (error) {
    if (error instanceof CheckoutValidationError) return error.fieldErrors
    throw error
  }
  return []
}

describe('validating a checkout against its basket', () => {
  it('splits the spec\'s one holder name at its last space and strips semicolons', () => {
    const valid = validateCheckout(
      { purchaserData, ticketNameAndRequirements: [ticket('t1', 'Mary; Ann Smith'), { ...ticket('t2'), ticketSpecialRequirements: 'a;b' }], newsletter: true },
      basket,
    )
    expect(valid.tickets[0]).toMatchObject({ firstName: 'Mary Ann', lastName: 'Smith' })
    expect(valid.tickets[1]).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', specialRequirements: 'ab' })
    expect(valid.purchaser.address.streetAddress).toBe('1 High Street')
  })

  it('reports a missing last name on the one name field, with the spec\'s message', () => {
    expect(errorsOf({ purchaserData, ticketNameAndRequirements: [ticket('t1', 'Cher'), ticket('t2')], newsletter: false })).toEqual([
      { field: 'ticketNameAndRequirements.0.ticketHolderName', message: 'Last name is required' },
    ])
  })

  it('wants exactly one entry per ticket of the basket', () => {
    for (const entries of [[ticket('t1')], [ticket('t1'), ticket('t1')], [ticket('t1'), ticket('t3')]]) {
      expect(errorsOf({ purchaserData, ticketNameAndRequirements: entries, newsletter: false }).map((error) => error.field)).toContain('ticketNameAndRequirements')
    }
  })

  it('checks answers by the event\'s questions, keyed by position', () => {
    const against = { ...basket, ticketQuestions: [{ type: 'telephone', title: 'mobile', label: 'Mobile', required: true }] }
    const request = { purchaserData, ticketNameAndRequirements: [{ ...ticket('t1'), ticketQuestions: '{"0":"call me"}' }, { ...ticket('t2'), ticketQuestions: 'not json' }], newsletter: false }
    expect(errorsOf(request, against)).toEqual([
      { field: 'ticketNameAndRequirements.0.ticketQuestions.0', message: 'Mobile must be a valid telephone number.' },
      { field: 'ticketNameAndRequirements.1.ticketQuestions.0', message: 'Mobile is required' },
    ])
  })

  it('names the purchaser\'s address fields as the payload does', () => {
    const request = { purchaserData: { ...purchaserData, userAddress: { ...purchaserData.userAddress, streetAddress: '', postalCode: ' ' } }, ticketNameAndRequirements: [ticket('t1'), ticket('t2')], newsletter: false }
    expect(errorsOf(request)).toEqual([
      { field: 'purchaserData.userAddress.streetAddress', message: 'Address line 1 is required' },
      { field: 'purchaserData.userAddress.postalCode', message: 'Postcode is required' },
    ])
  })
})
