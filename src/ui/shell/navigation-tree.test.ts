import { describe, expect, it } from 'vitest'

import {
  collapseInnermost,
  limitNavigationDepth,
  MAX_NAVIGATION_LEVELS,
  navigationKey,
  toggleOpenPath,
} from './navigation-tree'
import type { NavigationItem } from './types'

describe('limitNavigationDepth', () => {
  const fourLevels: NavigationItem[] = [
    {
      title: 'Learning',
      url: '/learning',
      children: [
        {
          title: 'Courses',
          url: '/learning/courses',
          children: [
            {
              title: 'Languages',
              url: '/learning/courses/languages',
              children: [{ title: 'Spanish', url: '/learning/courses/languages/spanish' }],
            },
          ],
        },
      ],
    },
  ]

  it('keeps three levels of menu and cuts off a fourth', () => {
    expect(MAX_NAVIGATION_LEVELS).toBe(3)
    expect(limitNavigationDepth(fourLevels)).toEqual([
      {
        title: 'Learning',
        url: '/learning',
        children: [
          {
            title: 'Courses',
            url: '/learning/courses',
            children: [{ title: 'Languages', url: '/learning/courses/languages' }],
          },
        ],
      },
    ])
  })

  it('drops untitled items and links to nowhere, and removes empty children lists', () => {
    expect(
      limitNavigationDepth([
        { title: '', url: '/nowhere' },
        { title: 'No address', url: ' ' },
        { title: 'Heading only', url: '', children: [{ title: 'Child', url: '/child' }] },
        { title: 'Events', url: '/events', children: [] },
        { title: 'Help', url: '/help', children: [{ title: '  ', url: '/blank' }] },
      ]),
    ).toEqual([
      { title: 'Heading only', url: '', children: [{ title: 'Child', url: '/child' }] },
      { title: 'Events', url: '/events' },
      { title: 'Help', url: '/help' },
    ])
  })
})

describe('toggleOpenPath', () => {
  it('opens a closed top-level menu', () => {
    expect(toggleOpenPath([], 0, '1')).toEqual(['1'])
  })

  it('keeps one item open per level: opening another closes the first and its submenus', () => {
    expect(toggleOpenPath(['1', '1-0'], 0, '2')).toEqual(['2'])
    expect(toggleOpenPath(['1', '1-0'], 1, '1-2')).toEqual(['1', '1-2'])
  })

  it('closes an open item, and everything inside it, when it is activated again', () => {
    expect(toggleOpenPath(['1'], 0, '1')).toEqual([])
    expect(toggleOpenPath(['1', '1-0'], 0, '1')).toEqual([])
    expect(toggleOpenPath(['1', '1-0'], 1, '1-0')).toEqual(['1'])
  })
})

describe('collapseInnermost', () => {
  it('closes only the innermost open submenu', () => {
    expect(collapseInnermost(['1', '1-0'])).toEqual(['1'])
    expect(collapseInnermost(['1'])).toEqual([])
    expect(collapseInnermost([])).toEqual([])
  })
})

describe('navigationKey', () => {
  it('joins the position of an item into a key', () => {
    expect(navigationKey([2])).toBe('2')
    expect(navigationKey([2, 0, 1])).toBe('2-0-1')
  })
})
