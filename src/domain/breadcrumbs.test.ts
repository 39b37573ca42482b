import { describe, expect, it } from 'vitest'

import { MAX_BREADCRUMBS, trimBreadcrumbs } from './breadcrumbs'

const crumb = (n: number) => ({ title: `Page ${n}`, url: `/page-${n}` })

describe('trimBreadcrumbs', () => {
  it('keeps at most the first four ancestors, home first', () => {
    const trail = trimBreadcrumbs([1, 2, 3, 4, 5, 6].map(crumb))
    expect(MAX_BREADCRUMBS).toBe(4)
    expect(trail.map((item) => item.title)).toEqual(['Page 1', 'Page 2', 'Page 3', 'Page 4'])
  })

  it('keeps a trail of exactly four as it is', () => {
    expect(trimBreadcrumbs([1, 2, 3, 4].map(crumb))).toEqual([1, 2, 3, 4].map(crumb))
  })

  it('keeps a short trail as it is', () => {
    expect(trimBreadcrumbs([crumb(1), crumb(2)])).toEqual([crumb(1), crumb(2)])
    expect(trimBreadcrumbs([])).toEqual([])
  })

  it('drops ancestors with no title or no url before counting', () => {
    const trail = trimBreadcrumbs([
      crumb(1),
      { title: ' ', url: '/blank' },
      { title: 'No link', url: '' },
      crumb(2),
      crumb(3),
      crumb(4),
      crumb(5),
    ])
    expect(trail.map((item) => item.url)).toEqual(['/page-1', '/page-2', '/page-3', '/page-4'])
  })

  it('keeps any extra fields of the ancestors it returns', () => {
    expect(trimBreadcrumbs([{ ...crumb(1), id: 'home' }])).toEqual([{ title: 'Page 1', url: '/page-1', id: 'home' }])
  })
})
