import { describe, expect, it } from 'vitest'

import { parsePostcodeEntry, POSTCODE_LOOKUP_MESSAGES } from './postcode-lookup'

describe('POSTCODE_LOOKUP_MESSAGES', () => {
  it('uses the spec texts for an invalid and an unknown postcode, and gives a next step when the lookup is down', () => {
    expect(POSTCODE_LOOKUP_MESSAGES.invalid).toBe('Please enter a valid postcode')
    expect(POSTCODE_LOOKUP_MESSAGES.notFound).toBe('Postcode could not be found')
    expect(POSTCODE_LOOKUP_MESSAGES.unavailable).toMatch(/search without a postcode/)
  })
})

describe('parsePostcodeEntry', () => {
  it.each(['sg13 7dn', ' SG137DN ', 'Sg13   7Dn', 'SG13 7DN'])('reads %j as the full postcode SG13 7DN in district SG13', (entry) => {
    expect(parsePostcodeEntry(entry)).toEqual({ kind: 'postcode', postcode: 'SG13 7DN', outcode: 'SG13' })
  })

  it('takes the outcode of short and long postcodes', () => {
    expect(parsePostcodeEntry('al11aa')).toEqual({ kind: 'postcode', postcode: 'AL1 1AA', outcode: 'AL1' })
    expect(parsePostcodeEntry('EC1A 1BB')).toEqual({ kind: 'postcode', postcode: 'EC1A 1BB', outcode: 'EC1A' })
  })

  it.each([
    ['SG13', 'SG13'],
    [' sg13 ', 'SG13'],
    ['al1', 'AL1'],
    ['ec1a', 'EC1A'],
  ])('reads the bare district %j as the outcode %s', (entry, outcode) => {
    expect(parsePostcodeEntry(entry)).toEqual({ kind: 'outcode', outcode })
  })

  it.each(['', '   ', 'hello', 'SG', '13', 'SG13 7D', 'SG13 7DNX', 'SG1 37DN X', 'S G13', 'SG13-7DN'])(
    'does not understand %j',
    (entry) => {
      expect(parsePostcodeEntry(entry)).toBeUndefined()
    },
  )
})
