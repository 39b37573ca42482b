import { describe, expect, it } from 'vitest'

import { socialLinkEntries } from './social-links'

describe('socialLinkEntries', () => {
  it('lists the networks with an address in a fixed order', () => {
    expect(
      socialLinkEntries({
        youtube: 'https://www.youtube.com/@council',
        facebook: 'https://www.facebook.com/council',
      }),
    ).toEqual([
      { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/council' },
      { network: 'youtube', label: 'Youtube', url: 'https://www.youtube.com/@council' },
    ])
  })

  it('leaves out networks whose address is empty', () => {
    expect(socialLinkEntries({ twitter: '  ', instagram: '' })).toEqual([])
    expect(socialLinkEntries({})).toEqual([])
  })
})
