import { describe, expect, it } from 'vitest'

import {
  POSTCODE_MESSAGES,
  compactPostcode,
  isValidPostcode,
  normalisePostcode,
  outcodeOf,
  postcodeFilterError,
  postcodeFilterSchema,
  shouldCheckPostcode,
} from './postcode'

describe('POSTCODE_MESSAGES', () => {
  it('has the spec texts, including the one for a lookup miss', () => {
    expect(POSTCODE_MESSAGES).toEqual({ invalid: 'Please enter a valid postcode', notFound: 'Postcode could not be found' })
  })
})

describe('shouldCheckPostcode', () => {
  it.each(['', 'S', 'SG1', 'SG13', ' S G 1 3 ', 'SG138', 'AB 12', '12345'])('waits while %j is being typed', (entry) => {
    expect(shouldCheckPostcode(entry)).toBe(false)
  })

  it.each(['A11AA', 'a1 1aa', 'M1 1AE', 'SG138D', 'SG13 8DE', 'sg1 3 8de', '123456'])('checks %j', (entry) => {
    expect(shouldCheckPostcode(entry)).toBe(true)
  })
})

describe('isValidPostcode', () => {
  it.each(['M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'W1A 0AX', 'EC1A 1BB', 'SG138DE', 'sg13 8de', '  SG13   8DE  '])(
    'accepts %j',
    (entry) => {
      expect(isValidPostcode(entry)).toBe(true)
    },
  )

  it.each([
    ['no letters at the start', '11 1AA'],
    ['three letters at the start', 'ABC1 1AA'],
    ['two characters after the first digit', 'SG134 8DE'],
    ['a letter where the inward digit goes', 'SG13 ADE'],
    ['one letter at the end', 'SG13 8D'],
    ['three letters at the end', 'SG13 8DEF'],
    ['a digit at the end', 'SG13 8D1'],
    ['punctuation', 'SG13-8DE'],
    ['an empty entry', ''],
  ])('rejects %s', (_, entry) => {
    expect(isValidPostcode(entry)).toBe(false)
  })
})

describe('postcodeFilterError', () => {
  it('says nothing while the entry is too short to check, even if it cannot become valid', () => {
    expect(postcodeFilterError('1234')).toBeUndefined()
  })

  it('says "Please enter a valid postcode" for a checkable entry that is not a postcode', () => {
    expect(postcodeFilterError('SG13 8D1')).toBe('Please enter a valid postcode')
  })

  it('says nothing for a valid postcode', () => {
    expect(postcodeFilterError('a1 1aa')).toBeUndefined()
  })
})

describe('normalisePostcode', () => {
  it('upper-cases and puts one space before the last three characters', () => {
    expect(normalisePostcode('sg138de')).toBe('SG13 8DE')
    expect(normalisePostcode(' m1  1ae ')).toBe('M1 1AE')
    expect(normalisePostcode('ec1a1bb')).toBe('EC1A 1BB')
  })

  it('leaves three characters or fewer without a space', () => {
    expect(normalisePostcode('sg1')).toBe('SG1')
    expect(normalisePostcode('')).toBe('')
  })

  it('puts the space after the first character of a four-character entry', () => {
    expect(normalisePostcode('sg13')).toBe('S G13')
  })

  it('compactPostcode removes every space', () => {
    expect(compactPostcode(' S G 1 3 ')).toBe('SG13')
  })
})

describe('outcodeOf', () => {
  it.each([
    ['sg13 8de', 'SG13'],
    ['M11AE', 'M1'],
    ['EC1A 1BB', 'EC1A'],
    ['B33 8TH', 'B33'],
  ])('gives the outward code of %j', (entry, outcode) => {
    expect(outcodeOf(entry)).toBe(outcode)
  })

  it('gives nothing for an entry that is not a postcode', () => {
    expect(outcodeOf('SG13')).toBeUndefined()
  })
})

describe('postcodeFilterSchema', () => {
  it('normalises a valid postcode', () => {
    expect(postcodeFilterSchema.parse(' sg13 8de ')).toBe('SG13 8DE')
  })

  it.each(['', '   ', undefined])('treats %j as no location filter', (entry) => {
    expect(postcodeFilterSchema.parse(entry)).toBeUndefined()
  })

  it('rejects a half-typed entry on submit', () => {
    expect(postcodeFilterSchema.safeParse('SG13').error!.issues[0]!.message).toBe('Please enter a valid postcode')
  })

  it('rejects an entry that is not text', () => {
    expect(postcodeFilterSchema.safeParse(12345).error!.issues[0]!.message).toBe('Please enter a valid postcode')
  })
})
