import { describe, expect, it, vi } from 'vitest'

import type { Media } from '@/payload-types'

import { furtherInformationItems } from './further-information-items'

const photo: Media = {
  id: 7,
  alt: 'Learners at a pottery wheel',
  url: '/api/media/file/pottery.png',
  width: 1600,
  height: 640,
  sizes: { card: { url: '/api/media/file/pottery-640x256.webp', width: 640, height: 256 } },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
}

describe('furtherInformationItems', () => {
  it('renders text areas as sanitised HTML and images at card size', () => {
    const items = furtherInformationItems([
      { id: 'a', blockType: 'textArea', furtherInformationText: '<p>Bring a pen.</p><script>x()</script>' },
      { id: 'b', blockType: 'image', furtherInformationImage: photo, alt: null, caption: ' At a previous session. ' },
    ] as never)
    expect(items).toEqual([
      { kind: 'markup', key: 'a', html: '<p>Bring a pen.</p>' },
      {
        kind: 'image',
        key: 'b',
        src: '/api/media/file/pottery-640x256.webp',
        alt: 'Learners at a pottery wheel',
        caption: 'At a previous session.',
        width: 640,
        height: 256,
      },
    ])
  })

  it('prefers the block alt text to the image alt text, and falls back to the original file', () => {
    const original = { ...photo, sizes: {} }
    const [item] = furtherInformationItems([{ blockType: 'image', furtherInformationImage: original, alt: 'A finished bowl', caption: '' }] as never)
    expect(item).toEqual({ kind: 'image', key: '0', src: '/api/media/file/pottery.png', alt: 'A finished bowl', caption: undefined, width: 1600, height: 640 })
  })

  it('wraps tables in a further information scroll region', () => {
    const [item] = furtherInformationItems([{ blockType: 'textArea', furtherInformationText: '<table><tr><td>Fee</td></tr></table>' }] as never)
    expect(item?.kind === 'markup' && item.html).toContain('aria-label="Further information table"')
  })

  it('leaves out items without a value', () => {
    const items = furtherInformationItems([
      { blockType: 'textArea', furtherInformationText: null },
      { blockType: 'textArea', furtherInformationText: '<p> </p>' },
      { blockType: 'textArea' },
      { blockType: 'image', furtherInformationImage: 7 },
      { blockType: 'image', furtherInformationImage: null },
      { blockType: 'image', furtherInformationImage: { ...photo, url: null, sizes: {} } },
    ] as never)
    expect(items).toEqual([])
  })

  it('logs an unknown item type as an error and skips it', () => {
    const logError = vi.fn()
    const items = furtherInformationItems(
      [{ blockType: 'video', id: 'v' }, { blockType: 'textArea', furtherInformationText: '<p>Kept</p>' }, {}] as never,
      logError,
    )
    expect(items).toEqual([{ kind: 'markup', key: '1', html: '<p>Kept</p>' }])
    expect(logError).toHaveBeenCalledTimes(2)
    expect(logError).toHaveBeenNthCalledWith(1, 'Further information: unknown composer item type "video"; the item was skipped')
    expect(logError).toHaveBeenNthCalledWith(2, 'Further information: unknown composer item type null; the item was skipped')
  })

  it('logs to console.error by default', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    furtherInformationItems([{ blockType: 'quote' }])
    expect(spy).toHaveBeenCalledWith('Further information: unknown composer item type "quote"; the item was skipped')
    spy.mockRestore()
  })

  it('is empty without blocks', () => {
    expect(furtherInformationItems(undefined)).toEqual([])
    expect(furtherInformationItems(null)).toEqual([])
  })
})
