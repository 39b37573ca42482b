import { describe, expect, it } from 'vitest'

import type { Media, Venue } from '@/payload-types'

import { relatedEventCards } from './related-event-cards'

const NOW = new Date('2026-03-01T12:00:00.000Z')
const thumbnail = { id: 1, alt: 'Painting', url: '/api/media/file/a.png', sizes: { card: { url: '/api/media/file/a-640.webp' } } } as Media

describe('relatedEventCards', () => {
  it('links each event to its page with the card date, place and price', () => {
    expect(
      relatedEventCards(
        [
          {
            id: 4,
            title: 'Life drawing',
            uri: '/hals/life-drawing',
            dateTime: '2026-03-10T18:30:00.000Z',
            venue: { id: 2, name: 'St Albans Adult Learning Centre' } as Venue,
            roomSpace: 'Art studio',
            thumbnail,
            price: 4500,
          },
        ],
        NOW,
      ),
    ).toEqual([
      {
        id: 4,
        title: 'Life drawing',
        href: '/hals/life-drawing',
        dateTime: '2026-03-10T18:30:00.000Z',
        dateText: 'Tue, 10 Mar, 6:30pm',
        location: 'Art studio, St Albans Adult Learning Centre',
        priceText: 'Starts at £45.00',
        imageUrl: '/api/media/file/a-640.webp',
      },
    ])
  })

  it('shows e-learning as Online, early bird prices, free events and a missing price', () => {
    const discountWindow = { from: '2026-02-01T00:00:00.000Z', to: '2026-03-05T00:00:00.000Z' }
    const [online, free, unpriced] = relatedEventCards(
      [
        { id: 1, title: 'A', uri: '/a/a', dateTime: '2026-04-01T09:00:00.000Z', elearning: true, price: 2000, earlyBirdDiscount: 25, discountWindow },
        { id: 2, title: 'B', uri: '/a/b', dateTime: '2026-04-01T09:00:00.000Z', price: 0 },
        { id: 3, title: 'C', uri: '/a/c', dateTime: '2026-04-01T09:00:00.000Z', price: null },
      ],
      NOW,
    )
    expect(online).toMatchObject({ location: 'Online', priceText: 'Starts at £15.00', imageUrl: undefined })
    expect(free).toMatchObject({ location: undefined, priceText: 'Free event' })
    expect(unpriced).toMatchObject({ priceText: 'Price not set' })
  })

  it('leaves out an event without a page address', () => {
    expect(relatedEventCards([{ id: 1, title: 'A', uri: null, dateTime: '2026-04-01T09:00:00.000Z' }], NOW)).toEqual([])
  })
})
