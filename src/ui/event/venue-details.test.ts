import { describe, expect, it } from 'vitest'

import { addressLines, venueTextSections } from './venue-details'

describe('addressLines', () => {
  it('lists the address parts in order, leaving out blank ones', () => {
    expect(
      addressLines({
        streetAddress: 'Dolphin Yard, Maidenhead Street',
        addressLocality: 'Hertford',
        addressRegion: ' ',
        postalCode: 'SG14 1DR',
        postOfficeBoxNumber: null,
      }),
    ).toEqual(['Dolphin Yard, Maidenhead Street', 'Hertford', 'SG14 1DR'])
  })

  it('writes a PO Box number as such', () => {
    expect(addressLines({ streetAddress: 'County Hall', addressLocality: 'Hertford', postalCode: 'SG13 8DE', postOfficeBoxNumber: '153' })).toEqual([
      'County Hall',
      'Hertford',
      'SG13 8DE',
      'PO Box 153',
    ])
  })

  it('is empty without an address', () => {
    expect(addressLines(undefined)).toEqual([])
    expect(addressLines(null)).toEqual([])
  })
})

describe('venueTextSections', () => {
  it('keeps the spec order and only the parts with a value', () => {
    const sections = venueTextSections({
      bankHolidaysAndClosures: '<p>Closed on bank holidays.</p>',
      description: '<p><br></p>',
      parkingAvailability: '<p>Free car park.</p>',
      disabledFacilities: null,
      howToGetHere: '<p>Buses stop outside.</p><table><tr><td>Route 1</td></tr></table>',
    } as never)
    expect(sections.map((section) => section.heading)).toEqual(['Parking', 'How to get here', 'Bank holidays and closures'])
    expect(sections[0]).toEqual({ key: 'parking', heading: 'Parking', html: '<p>Free car park.</p>' })
    expect(sections[1]?.html).toContain('aria-label="How to get here table"')
  })

  it('sanitises every part', () => {
    const [section] = venueTextSections({ description: '<p>Hall<img src=x onerror="alert(1)"></p>' } as never)
    expect(section).toEqual({ key: 'description', heading: 'About the venue', html: '<p>Hall</p>' })
  })
})
