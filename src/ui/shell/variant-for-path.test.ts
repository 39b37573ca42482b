import { describe, expect, it } from 'vitest'

import { variantForPath } from './variant-for-path'

describe('variantForPath', () => {
  it('gives the adult-learning variant to the /hals listing and its events', () => {
    expect(variantForPath('/hals')).toBe('adultLearning')
    expect(variantForPath('/hals/')).toBe('adultLearning')
    expect(variantForPath('/hals/spanish-for-beginners')).toBe('adultLearning')
    expect(variantForPath('/hals/spanish-for-beginners/assets')).toBe('adultLearning')
  })

  it('does not treat a path that only starts with the letters of hals as adult learning', () => {
    expect(variantForPath('/halsey')).toBe('default')
    expect(variantForPath('/events/hals')).toBe('default')
  })

  it('uses the hafls template for paths containing /step2skills', () => {
    expect(variantForPath('/step2skills')).toBe('hafls')
    expect(variantForPath('/step2skills/family-cooking')).toBe('hafls')
  })

  it('uses the send template for paths containing /local-offer', () => {
    expect(variantForPath('/local-offer')).toBe('send')
    expect(variantForPath('/local-offer/sensory-play')).toBe('send')
  })

  it('uses the default template everywhere else', () => {
    expect(variantForPath('/')).toBe('default')
    expect(variantForPath('/events')).toBe('default')
    expect(variantForPath('/send-academy')).toBe('default')
    expect(variantForPath('/public-health-training/first-aid')).toBe('default')
    expect(variantForPath('/booking/spanish-for-beginners')).toBe('default')
  })
})
