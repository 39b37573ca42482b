import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

import type { ContentBrand } from '../brands'
import type { DemoMediaIds } from './images'
import { countCreated, findIdBy, type SeedCounts } from './upsert'

type PromoCardData = RequiredDataFromCollectionSlug<'promo-cards'>

interface DemoPromoCard extends Omit<PromoCardData, 'category' | 'backgroundImage'> {
  brand: ContentBrand
  categorySlug?: string
  withImage?: boolean
}

/** Promo cards for each brand (spec 000 section 2: every 6th listing slot, at most two). */
export const DEMO_PROMO_CARDS: readonly DemoPromoCard[] = [
  { brand: 'default', title: 'Join the library', titleAlignment: 'left', body: 'Free membership for everyone who lives, works or studies in Hertfordshire.', bodyAlignment: 'left', linkUrl: 'https://www.hertfordshire.gov.uk', linkTitle: 'Join online', linkStyle: 'button', backgroundColour: '#1d70b8', backgroundOpacity: 0.5, withImage: true },
  { brand: 'default', title: 'Volunteer with us', titleAlignment: 'center', body: 'Help at events, read with children or share your skills.', bodyAlignment: 'center', linkUrl: '/events?category=careers-and-volunteering', linkTitle: 'Find out more', linkStyle: 'link', backgroundColour: '#00703c', backgroundOpacity: 0.5, categorySlug: 'careers-and-volunteering' },
  { brand: 'hafls', title: 'Courses starting soon', titleAlignment: 'left', body: 'New terms start in September, January and April. Book early for the best choice.', bodyAlignment: 'left', linkUrl: '/step2skills', linkTitle: 'See all courses', linkStyle: 'button', backgroundColour: '#00703c', backgroundOpacity: 0.6, withImage: true },
  { brand: 'hafls', title: 'Help with course fees', titleAlignment: 'right', body: 'You may not have to pay if you receive certain benefits.', bodyAlignment: 'right', linkUrl: 'https://www.hertfordshire.gov.uk', linkTitle: 'Check if you qualify', linkStyle: 'link', backgroundColour: '#4c2c92', backgroundOpacity: 0.4, categorySlug: 'english-and-maths' },
  { brand: 'send', title: 'SEND Local Offer newsletter', titleAlignment: 'left', body: 'News, events and changes to services, once a month.', bodyAlignment: 'left', linkUrl: 'https://www.hertfordshire.gov.uk', linkTitle: 'Sign up', linkStyle: 'button', backgroundColour: '#d53880', backgroundOpacity: 0.5, withImage: true },
  { brand: 'send', title: 'Talk to other parents', titleAlignment: 'center', body: 'Peer support groups meet across the county every month.', bodyAlignment: 'center', linkUrl: '/local-offer?category=parent-and-carer-workshops', linkTitle: 'Find a group', linkStyle: 'link', backgroundColour: '#912b88', backgroundOpacity: 0.5, categorySlug: 'parent-and-carer-workshops' },
  { brand: 'libraries', title: 'Rhymetime near you', titleAlignment: 'left', body: 'Free songs and rhymes for under-fives at every library.', bodyAlignment: 'left', linkUrl: '/events?category=rhymetime', linkTitle: 'Find a session', linkStyle: 'button', backgroundColour: '#f47738', backgroundOpacity: 0.5, categorySlug: 'rhymetime', withImage: true },
  { brand: 'libraries', title: 'Borrow e-books for free', titleAlignment: 'center', body: 'Thousands of e-books and audiobooks with your library card.', bodyAlignment: 'center', linkUrl: 'https://www.hertfordshire.gov.uk', linkTitle: 'Start reading', linkStyle: 'link', backgroundColour: '#0b0c0c', backgroundOpacity: 0.3 },
]

export async function seedPromoCards(
  payload: Payload,
  counts: SeedCounts,
  categories: Map<string, number>,
  media: DemoMediaIds,
): Promise<void> {
  for (const { categorySlug, withImage, ...card } of DEMO_PROMO_CARDS) {
    if (await findIdBy(payload, 'promo-cards', { title: { equals: card.title } })) continue
    await payload.create({
      collection: 'promo-cards',
      overrideAccess: true,
      data: {
        ...card,
        category: categorySlug ? (categories.get(categorySlug) ?? null) : null,
        backgroundImage: withImage ? media.promo : null,
        backgroundImageAlt: null,
      },
    })
    countCreated(counts, 'promo-cards')
  }
}
