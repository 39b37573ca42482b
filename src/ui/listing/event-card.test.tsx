import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { ListingCard } from '../../contracts/listing'

import { EAGER_IMAGE_CARDS, EventCard } from './event-card'

const card: ListingCard = {
  id: 7,
  title: 'Getting online at the library',
  uri: '/events/getting-online-at-the-library',
  slug: 'getting-online-at-the-library',
  contentType: 'eventCorporate',
  dateTime: '2026-12-01T10:00:00.000Z',
  dateText: 'Tue, 1 Dec, 10:00am',
  sessionsText: null,
  locationTitle: 'Hertford Library',
  imageUrl: '/api/media/file/demo-events-1-640x256.webp',
  imageAlt: 'People at a library table',
  priceText: 'Free event',
  status: 'free',
  statusLabel: 'Free Event',
  bookingUntilText: null,
  elearning: false,
  categories: [],
}

/** The attributes of the card's image as rendered. */
function imageOf(position: number): string {
  const image = /<img[^>]*>/.exec(renderToStaticMarkup(<EventCard card={card} position={position} />))?.[0]
  if (!image) throw new Error('the card has no image')
  return image
}

describe('EventCard image loading', () => {
  it('loads the first card image at once and asks for it first: on a phone it is the largest paint', () => {
    const image = imageOf(0)
    expect(image).toContain('loading="eager"')
    expect(image).toContain('fetchPriority="high"')
  })

  it('loads the rest of the first row at once, at normal priority', () => {
    const image = imageOf(EAGER_IMAGE_CARDS - 1)
    expect(image).toContain('loading="eager"')
    expect(image).not.toContain('fetchPriority')
  })

  it('leaves cards further down to load when scrolled near', () => {
    expect(imageOf(EAGER_IMAGE_CARDS)).toContain('loading="lazy"')
  })
})

describe('a course on a card (issue 26)', () => {
  it('says how many sessions follow its date, and nothing for an event that meets once', () => {
    expect(renderToStaticMarkup(<EventCard card={{ ...card, sessionsText: '6 sessions' }} position={3} />)).toContain('Tue, 1 Dec, 10:00am</time>, 6 sessions</p>')
    expect(renderToStaticMarkup(<EventCard card={card} position={3} />)).toContain('Tue, 1 Dec, 10:00am</time></p>')
  })
})
