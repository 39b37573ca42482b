import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import { eventMetadata } from './event-metadata'

const banner = {
  id: 1,
  alt: 'Adults learning together',
  url: '/api/media/file/banner.png',
  sizes: { social: { url: '/api/media/file/banner-1200x630.jpg', width: 1200, height: 630 } },
} as Media

describe('eventMetadata', () => {
  it('gives the title, the synopsis as description and a 1200x630 social image in en_GB', () => {
    expect(
      eventMetadata(
        { title: 'Watercolour painting', synopsis: ' Learn washes. ', bannerImage: banner, bannerImageAlt: null, uri: '/step2skills/watercolour' },
        'Hertfordshire County Council',
      ),
    ).toEqual({
      title: 'Watercolour painting',
      description: 'Learn washes.',
      alternates: { canonical: '/step2skills/watercolour' },
      openGraph: {
        type: 'website',
        locale: 'en_GB',
        siteName: 'Hertfordshire County Council',
        title: 'Watercolour painting',
        description: 'Learn washes.',
        url: '/step2skills/watercolour',
        images: [{ url: '/api/media/file/banner-1200x630.jpg', width: 1200, height: 630, alt: 'Adults learning together' }],
      },
    })
  })

  it("uses the event's banner alt text when given", () => {
    const metadata = eventMetadata({ title: 'T', bannerImage: banner, bannerImageAlt: 'Painting a landscape', uri: '/a/t' }, 'Council')
    expect(metadata.openGraph?.images).toEqual([expect.objectContaining({ alt: 'Painting a landscape' })])
  })

  it('has no image without a banner or its social size, and no description without a synopsis', () => {
    const none = eventMetadata({ title: 'T', synopsis: ' ', bannerImage: null, uri: null }, 'Council')
    expect(none.description).toBeUndefined()
    expect(none.alternates).toBeUndefined()
    expect(none.openGraph?.images).toEqual([])
    expect(eventMetadata({ title: 'T', bannerImage: { ...banner, sizes: {} } }, 'Council').openGraph?.images).toEqual([])
    expect(eventMetadata({ title: 'T', bannerImage: 5 }, 'Council').openGraph?.images).toEqual([])
  })
})
