import { describe, expect, it } from 'vitest'

import { toNavigationTree } from './site-config'

describe('toNavigationTree', () => {
  it('turns the stored three levels into one recursive shape', () => {
    const tree = toNavigationTree([
      {
        title: 'Learning',
        url: '/step2skills',
        children: [{ title: 'Step 2 Skills', url: '/step2skills', grandchildren: [{ title: 'Languages', url: '/hals?category=languages' }] }],
      },
      { title: 'Waiting lists', url: '/manage/waiting-list' },
    ])
    expect(tree).toEqual([
      {
        title: 'Learning',
        url: '/step2skills',
        children: [
          { title: 'Step 2 Skills', url: '/step2skills', children: [{ title: 'Languages', url: '/hals?category=languages', children: [] }] },
        ],
      },
      { title: 'Waiting lists', url: '/manage/waiting-list', children: [] },
    ])
  })

  it('gives an empty menu when nothing is stored', () => {
    expect(toNavigationTree(null)).toEqual([])
  })
})
