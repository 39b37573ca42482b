import type { Venue } from '@/payload-types'

import { richTextHtml } from './rich-text-html'

/** The address as lines (spec 000 section 3 venue address), blank parts left out. */
export function addressLines(address: Partial<Venue['address']> | null | undefined): string[] {
  if (!address) return []
  const poBox = address.postOfficeBoxNumber?.trim()
  return [address.streetAddress, address.addressLocality, address.addressRegion, address.postalCode, poBox ? `PO Box ${poBox}` : undefined]
    .map((line) => line?.trim())
    .filter((line): line is string => Boolean(line))
}

export interface VenueTextSection {
  key: 'parking' | 'description' | 'disabledFacilities' | 'howToGetHere' | 'bankHolidaysAndClosures'
  heading: string
  html: string
}

/**
 * The venue's rich text parts in the spec's order (spec 000 section 2: parking, description,
 * disabled facilities, how to get here, bank holidays and closures), each sanitised, and only
 * those with a value.
 */
export function venueTextSections(
  venue: Pick<Venue, 'parkingAvailability' | 'description' | 'disabledFacilities' | 'howToGetHere' | 'bankHolidaysAndClosures'>,
): VenueTextSection[] {
  const parts: [VenueTextSection['key'], string, unknown][] = [
    ['parking', 'Parking', venue.parkingAvailability],
    ['description', 'About the venue', venue.description],
    ['disabledFacilities', 'Accessibility and disabled facilities', venue.disabledFacilities],
    ['howToGetHere', 'How to get here', venue.howToGetHere],
    ['bankHolidaysAndClosures', 'Bank holidays and closures', venue.bankHolidaysAndClosures],
  ]
  return parts.flatMap(([key, heading, value]) => {
    const html = richTextHtml(value, heading)
    return html ? [{ key, heading, html }] : []
  })
}
