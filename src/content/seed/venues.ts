import type { Payload } from 'payload'

import type { HAFLS_DISTRICTS } from '../../domain/listings'
import type { OpeningDay } from '../collections/venues'
import { richText } from './lexical'
import { countCreated, findIdBy, type SeedCounts } from './upsert'

type District = (typeof HAFLS_DISTRICTS)[number]

export interface DemoVenue {
  name: string
  streetAddress: string
  town: string
  postalCode: string
  /** The town's centre to about three decimals (WGS84). */
  lat: number
  lon: number
  /** The hafls district the town lies in; demo events at the venue take it. */
  district: District
  kind: 'library' | 'learning' | 'hall'
  rooms: string[]
  parking: string
  transport: string
}

/**
 * Venues in Hertfordshire towns. Street names and postcode districts are those of the real towns;
 * the coordinates are the town centres, so the distance filter gives sensible answers.
 */
export const DEMO_VENUES: readonly DemoVenue[] = [
  { name: 'Hertford Library', streetAddress: 'Dolphin Yard, Maidenhead Street', town: 'Hertford', postalCode: 'SG14 1DR', lat: 51.796, lon: -0.078, district: 'East Herts', kind: 'library', rooms: ['Community room', 'Study room'], parking: 'Pay and display at Gascoyne Way multi-storey car park, a five-minute walk.', transport: 'Hertford East and Hertford North stations are both within walking distance. Buses stop on Parliament Square.' },
  { name: 'St Albans Adult Learning Centre', streetAddress: 'Hatfield Road', town: 'St Albans', postalCode: 'AL1 3RJ', lat: 51.752, lon: -0.336, district: 'St Albans', kind: 'learning', rooms: ['Room 1', 'Room 2', 'IT suite', 'Art studio'], parking: 'A small car park at the rear; blue badge bays by the entrance.', transport: 'St Albans City station is ten minutes on foot. Buses along Hatfield Road stop outside.' },
  { name: 'Watford Central Library', streetAddress: 'Hempstead Road', town: 'Watford', postalCode: 'WD17 3EU', lat: 51.656, lon: -0.396, district: 'Watford', kind: 'library', rooms: ['Meeting room', 'Training room', 'Children\u2019s library'], parking: 'Pay and display at the Town Hall car park opposite.', transport: 'Watford Junction station is fifteen minutes on foot; many buses stop at the Town Hall.' },
  { name: 'Stevenage Central Library', streetAddress: 'Southgate', town: 'Stevenage', postalCode: 'SG1 1HD', lat: 51.903, lon: -0.202, district: 'Stevenage', kind: 'library', rooms: ['Community room', 'Learning zone'], parking: 'Town centre car parks nearby; the nearest is St George\u2019s Way.', transport: 'Stevenage station and the bus station are a few minutes\u2019 walk.' },
  { name: 'The Forum, Hemel Hempstead', streetAddress: 'Marlowes', town: 'Hemel Hempstead', postalCode: 'HP1 1DN', lat: 51.753, lon: -0.448, district: 'Dacorum', kind: 'library', rooms: ['Meeting room 1', 'Meeting room 2', 'Training room'], parking: 'Water Gardens car parks next door (charges apply).', transport: 'Buses stop on Marlowes. Hemel Hempstead station is a 25-minute walk or a short bus ride.' },
  { name: 'Hitchin Library', streetAddress: 'Paynes Park', town: 'Hitchin', postalCode: 'SG5 1EW', lat: 51.949, lon: -0.283, district: 'North Herts', kind: 'library', rooms: ['Study room', 'Gallery'], parking: 'Pay and display at St Mary\u2019s Square and Biggin Lane.', transport: 'Hitchin station is fifteen minutes on foot; buses stop in the town centre.' },
  { name: 'Letchworth Learning Centre', streetAddress: 'Broadway', town: 'Letchworth Garden City', postalCode: 'SG6 3PF', lat: 51.979, lon: -0.229, district: 'North Herts', kind: 'learning', rooms: ['Kitchen classroom', 'Room A', 'Room B'], parking: 'Free parking on Broadway after 10am; blue badge bays on site.', transport: 'Letchworth Garden City station is a five-minute walk.' },
  { name: 'Hatfield Community Hub', streetAddress: 'White Lion Square', town: 'Hatfield', postalCode: 'AL10 0JP', lat: 51.763, lon: -0.223, district: 'Welwyn Hatfield', kind: 'hall', rooms: ['Main hall', 'Small hall', 'Meeting room'], parking: 'Town centre car parks, free for the first hour.', transport: 'Buses stop at the Town Centre interchange. Hatfield station is ten minutes on foot.' },
  { name: 'Welwyn Garden City Library', streetAddress: 'Campus West, The Campus', town: 'Welwyn Garden City', postalCode: 'AL8 6AE', lat: 51.801, lon: -0.206, district: 'Welwyn Hatfield', kind: 'library', rooms: ['Community room', 'Children\u2019s library'], parking: 'Campus West multi-storey car park next door.', transport: 'Welwyn Garden City station is a short walk across the town centre.' },
  { name: 'Bishop\u2019s Stortford Library', streetAddress: 'The Causeway', town: 'Bishop\u2019s Stortford', postalCode: 'CM23 2EJ', lat: 51.872, lon: 0.159, district: 'East Herts', kind: 'library', rooms: ['Meeting room', 'Learning room'], parking: 'Pay and display at the Causeway car park.', transport: 'Bishop\u2019s Stortford station is ten minutes on foot.' },
  { name: 'Cheshunt Library', streetAddress: 'Turners Hill', town: 'Cheshunt', postalCode: 'EN8 8LB', lat: 51.7, lon: -0.035, district: 'Broxbourne', kind: 'library', rooms: ['Community room'], parking: 'Free car park behind the library.', transport: 'Cheshunt station is a 20-minute walk; buses stop on Turners Hill.' },
  { name: 'Borehamwood Library', streetAddress: '96 Shenley Road', town: 'Borehamwood', postalCode: 'WD6 1EB', lat: 51.657, lon: -0.272, district: 'Hertsmere', kind: 'library', rooms: ['Meeting room', 'IT suite'], parking: 'Pay and display car parks off Shenley Road.', transport: 'Elstree and Borehamwood station is a ten-minute walk.' },
  { name: 'Ware Priory', streetAddress: 'High Street', town: 'Ware', postalCode: 'SG12 9AL', lat: 51.81, lon: -0.029, district: 'East Herts', kind: 'hall', rooms: ['Great Hall', 'Lady Chapel', 'Committee room'], parking: 'Priory Street car park (charges apply).', transport: 'Ware station is a five-minute walk.' },
  { name: 'Royston Library', streetAddress: 'Market Hill', town: 'Royston', postalCode: 'SG8 9JN', lat: 52.048, lon: -0.024, district: 'North Herts', kind: 'library', rooms: ['Community room'], parking: 'Short-stay parking at Market Hill and Civic Centre car parks.', transport: 'Royston station is a ten-minute walk.' },
  { name: 'Harpenden Public Halls', streetAddress: 'Southdown Road', town: 'Harpenden', postalCode: 'AL5 1PD', lat: 51.816, lon: -0.357, district: 'St Albans', kind: 'hall', rooms: ['Main hall', 'Eric Morecambe room'], parking: 'Public car park beside the halls.', transport: 'Harpenden station is five minutes on foot.' },
  { name: 'Tring Community Centre', streetAddress: 'Akeman Street', town: 'Tring', postalCode: 'HP23 6AA', lat: 51.795, lon: -0.658, district: 'Dacorum', kind: 'hall', rooms: ['Main hall', 'Meeting room'], parking: 'Free parking at Dolphin Square car park.', transport: 'Buses from Tring station stop on the High Street, two minutes away.' },
  { name: 'Berkhamsted Civic Centre', streetAddress: '161 High Street', town: 'Berkhamsted', postalCode: 'HP4 3HD', lat: 51.76, lon: -0.565, district: 'Dacorum', kind: 'hall', rooms: ['Large hall', 'Committee room'], parking: 'Lower Kings Road multi-storey car park.', transport: 'Berkhamsted station is a ten-minute walk.' },
  { name: 'Rickmansworth Library', streetAddress: 'High Street', town: 'Rickmansworth', postalCode: 'WD3 1EH', lat: 51.639, lon: -0.469, district: 'Three Rivers', kind: 'library', rooms: ['Meeting room', 'Study room'], parking: 'Pay and display at Talbot Road car park.', transport: 'Rickmansworth station (Metropolitan line and Chiltern) is five minutes on foot.' },
]

type Hours = { day: OpeningDay; openTime1?: string; closeTime1?: string; openTime2?: string; closeTime2?: string }

const WEEKDAYS: OpeningDay[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']

/** Opening hours by kind of venue; learning centres close for lunch (the second pair of times). */
export function openingHoursFor(kind: DemoVenue['kind'], index: number): Hours[] {
  if (kind === 'learning') {
    return [
      ...WEEKDAYS.map((day) => ({ day, openTime1: '09:00', closeTime1: '12:30', openTime2: '13:30', closeTime2: '21:00' })),
      { day: 'Saturday', openTime1: '09:30', closeTime1: '13:00' },
      { day: 'Sunday' },
      { day: 'Bank holidays' },
    ]
  }
  if (kind === 'hall') {
    return [
      ...WEEKDAYS.map((day) => ({ day, openTime1: '08:30', closeTime1: '22:00' })),
      { day: 'Saturday', openTime1: '09:00', closeTime1: '23:00' },
      { day: 'Sunday', openTime1: '10:00', closeTime1: '18:00' },
    ]
  }
  const lateDay = WEEKDAYS[index % WEEKDAYS.length]
  return [
    ...WEEKDAYS.map((day) => ({ day, openTime1: '09:00', closeTime1: day === lateDay ? '19:00' : '17:30' })),
    { day: 'Saturday', openTime1: '09:00', closeTime1: '16:00' },
    { day: 'Sunday', ...(index % 3 === 0 ? { openTime1: '10:00', closeTime1: '14:00' } : {}) },
    { day: 'Bank holidays' },
  ]
}

const DESCRIPTIONS: Record<DemoVenue['kind'], (v: DemoVenue) => string[]> = {
  library: (v) => [
    `${v.name} is a Hertfordshire County Council library in the centre of ${v.town}, with free wi-fi, public computers and rooms for courses and groups.`,
    'Borrow books, e-books and audiobooks, print and scan, or join one of the regular groups for children and adults.',
  ],
  learning: (v) => [
    `${v.name} is one of the county\u2019s adult learning centres, with classrooms, a computer suite and specialist rooms for practical courses.`,
    'Reception can help with enrolments, fees and course information.',
  ],
  hall: (v) => [
    `${v.name} is a community venue in ${v.town} used for classes, meetings and public events.`,
    'Tea and coffee are available at most events.',
  ],
}

export async function seedVenues(payload: Payload, counts: SeedCounts): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const [index, venue] of DEMO_VENUES.entries()) {
    const existing = await findIdBy(payload, 'venues', { name: { equals: venue.name } })
    if (existing) {
      ids.set(venue.name, existing)
      continue
    }
    const doc = await payload.create({
      collection: 'venues',
      overrideAccess: true,
      data: {
        name: venue.name,
        address: {
          streetAddress: venue.streetAddress,
          addressLocality: venue.town,
          addressRegion: 'Hertfordshire',
          postalCode: venue.postalCode,
        },
        location: { lat: venue.lat, lon: venue.lon },
        rooms: venue.rooms.map((name) => ({ name })),
        openingHours: openingHoursFor(venue.kind, index),
        description: richText(...DESCRIPTIONS[venue.kind](venue)),
        parkingAvailability: richText(venue.parking),
        disabledFacilities: richText(
          '**Step-free access** at the main entrance, with an accessible toilet on the ground floor.',
          index % 2 === 0
            ? 'A hearing loop is fitted in the main rooms. Assistance dogs are welcome.'
            : 'A lift serves all floors. Assistance dogs are welcome.',
        ),
        howToGetHere: richText(venue.transport),
        bankHolidaysAndClosures: richText(
          'Closed on bank holidays, and from Christmas Eve to New Year\u2019s Day.',
          'Closures at short notice are shown on this page and on the council\u2019s website.',
        ),
      },
    })
    countCreated(counts, 'venues')
    ids.set(venue.name, doc.id)
  }
  return ids
}
