import type { Payload } from 'payload'

import { LISTINGS } from '../../domain/listings'
import type { DemoMediaIds } from './images'
import { richText } from './lexical'
import { countCreated, findIdBy, type SeedCounts } from './upsert'

/** Alerts: one on every page, one only under /step2skills (spec 000 section 3, alert). */
export const DEMO_ALERTS = [
  {
    title: 'Winter opening hours',
    content: richText('Some libraries and learning centres close early over the winter holidays. Check the venue before you travel.'),
    matchLocations: [] as { path: string }[],
  },
  {
    title: 'Step 2 Skills enrolment is open',
    content: richText('Enrolment for next term\u2019s Step 2 Skills courses is now open. Popular courses fill quickly.'),
    matchLocations: [{ path: '/step2skills' }],
  },
]

const COUNCIL = 'https://www.hertfordshire.gov.uk'

/** Three levels: listings, their categories, and a few category pages below those. */
export const DEMO_NAVIGATION = [
  { title: 'Events and courses', url: '/', children: LISTINGS.map((l) => ({ title: l.title, url: l.path, grandchildren: [] as { title: string; url: string }[] })) },
  {
    title: 'Learning',
    url: '/step2skills',
    children: [
      {
        title: 'Step 2 Skills',
        url: '/step2skills',
        grandchildren: [
          { title: 'Family learning', url: '/step2skills?category=family-learning' },
          { title: 'Digital skills', url: '/step2skills?category=digital-skills' },
          { title: 'English and maths', url: '/step2skills?category=english-and-maths' },
        ],
      },
      {
        title: 'Adult Learning and Skills',
        url: '/hals',
        grandchildren: [
          { title: 'Languages', url: '/hals?category=languages' },
          { title: 'Arts and crafts', url: '/hals?category=arts-and-crafts' },
        ],
      },
    ],
  },
  {
    title: 'SEND',
    url: '/local-offer',
    children: [
      { title: 'SEND Local Offer', url: '/local-offer', grandchildren: [{ title: 'Parent and carer workshops', url: '/local-offer?category=parent-and-carer-workshops' }] },
      { title: 'SEND Academy', url: '/send-academy', grandchildren: [{ title: 'Professional development', url: '/send-academy?category=professional-development' }] },
    ],
  },
  { title: 'Manage my waiting lists', url: '/manage/waiting-list', children: [] },
]

export const DEMO_FOOTER_COLUMNS = [
  {
    title: 'About',
    links: [
      { title: 'About the council', url: COUNCIL },
      { title: 'Accessibility statement', url: `${COUNCIL}/accessibility` },
      { title: 'Privacy notice', url: `${COUNCIL}/privacy` },
    ],
  },
  {
    title: 'Key pages',
    links: LISTINGS.slice(0, 4).map((l) => ({ title: l.title, url: l.path })),
  },
  {
    title: 'Contact',
    links: [
      { title: 'Contact us', url: `${COUNCIL}/contact` },
      { title: 'British Sign Language', url: `${COUNCIL}/bsl` },
    ],
  },
]

export async function seedSiteConfig(payload: Payload, counts: SeedCounts, media: DemoMediaIds): Promise<void> {
  const current = await payload.findGlobal({ slug: 'site-config', depth: 0, overrideAccess: true })
  // The global exists from the start with defaults; it is demo-seeded once, when it has no menu yet.
  if ((current.navigation ?? []).length > 0) return
  await payload.updateGlobal({
    slug: 'site-config',
    overrideAccess: true,
    data: {
      title: 'Hertfordshire events and courses',
      header: {
        bannerImage: media.site,
        overlayOpacity: 0.2,
        strapline: 'Find and book council events, courses and training across the county.',
      },
      navigation: DEMO_NAVIGATION,
      footer: {
        columns: DEMO_FOOTER_COLUMNS,
        socialLinks: {
          facebook: 'https://www.facebook.com/hertscc',
          twitter: 'https://twitter.com/hertscc',
          youtube: 'https://www.youtube.com/user/hertscc',
          instagram: 'https://www.instagram.com/hertscc',
        },
        marketing: { url: `${COUNCIL}/newsletter`, image: media.marketing, alt: 'Sign up to the events newsletter' },
      },
    },
  })
  countCreated(counts, 'site-config')
}

export async function seedSettings(payload: Payload, counts: SeedCounts): Promise<void> {
  const current = await payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: true })
  if (current.maintenanceMessage) return
  await payload.updateGlobal({
    slug: 'settings',
    overrideAccess: true,
    data: {
      maintenanceActive: false,
      maintenanceTitle: 'Sorry, the events website is unavailable',
      maintenanceMessage: 'We are making improvements. Please try again later, or visit the main council website.',
    },
  })
  countCreated(counts, 'settings')
}

export async function seedAlerts(payload: Payload, counts: SeedCounts): Promise<void> {
  for (const alert of DEMO_ALERTS) {
    if (await findIdBy(payload, 'alerts', { title: { equals: alert.title } })) continue
    await payload.create({ collection: 'alerts', overrideAccess: true, draft: false, data: { ...alert, _status: 'published' } })
    countCreated(counts, 'alerts')
  }
}
