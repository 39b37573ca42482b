import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import { mediaAlt, mediaUrl, responsiveImage } from './media'

const media = (overrides: Partial<Media> = {}): Media => ({
  id: 1,
  alt: 'A field at sunrise',
  updatedAt: '',
  createdAt: '',
  url: '/api/media/file/field.png',
  width: 1600,
  height: 640,
  sizes: {
    card: { url: '/api/media/file/field-640x256.webp', width: 640, height: 256 },
    banner: { url: '/api/media/file/field-1440x576.webp', width: 1440, height: 576 },
    social: { url: null, width: null, height: null },
  },
  ...overrides,
})

describe('mediaUrl', () => {
  it('gives the named rendition, else the original', () => {
    expect(mediaUrl(media(), 'card')).toBe('/api/media/file/field-640x256.webp')
    expect(mediaUrl(media(), 'social')).toBe('/api/media/file/field.png')
    expect(mediaUrl(media({ sizes: undefined }), 'card')).toBe('/api/media/file/field.png')
    expect(mediaUrl(media())).toBe('/api/media/file/field.png')
  })

  it('gives nothing for an unpopulated upload or one without a file', () => {
    expect(mediaUrl(7, 'card')).toBeUndefined()
    expect(mediaUrl(null)).toBeUndefined()
    expect(mediaUrl(undefined)).toBeUndefined()
    expect(mediaUrl(media({ url: null }))).toBeUndefined()
  })
})

describe('mediaAlt', () => {
  it("gives a populated upload's alt text, and '' for an unpopulated one", () => {
    expect(mediaAlt(media())).toBe('A field at sunrise')
    expect(mediaAlt(7)).toBe('')
    expect(mediaAlt(null)).toBe('')
    expect(mediaAlt(undefined)).toBe('')
  })
})

describe('responsiveImage', () => {
  it('puts the widest rendition in src and every named rendition in srcset, narrowest first', () => {
    expect(responsiveImage(media(), ['banner', 'card'])).toEqual({
      src: '/api/media/file/field-1440x576.webp',
      srcSet: '/api/media/file/field-640x256.webp 640w, /api/media/file/field-1440x576.webp 1440w',
      width: 1440,
      height: 576,
    })
  })

  it('skips renditions that were not made, and gives no srcset for a single one', () => {
    expect(responsiveImage(media(), ['card', 'social'])).toEqual({
      src: '/api/media/file/field-640x256.webp',
      srcSet: undefined,
      width: 640,
      height: 256,
    })
  })

  it('falls back to the original, and to nothing for an unpopulated or unsized upload', () => {
    expect(responsiveImage(media({ sizes: {} }), ['banner'])).toEqual({ src: '/api/media/file/field.png', width: 1600, height: 640 })
    expect(responsiveImage(media({ sizes: {}, width: null }), ['banner'])).toBeUndefined()
    expect(responsiveImage(media({ sizes: {}, height: null }), ['banner'])).toBeUndefined()
    expect(responsiveImage(media({ sizes: {}, url: null }), ['banner'])).toBeUndefined()
    expect(responsiveImage(media({ sizes: undefined }), ['banner'])).toEqual({ src: '/api/media/file/field.png', width: 1600, height: 640 })
    expect(responsiveImage(7, ['banner'])).toBeUndefined()
    expect(responsiveImage(null, ['banner'])).toBeUndefined()
  })
})
