import { describe, expect, it } from 'vitest'

import { changedWhatThePublicSees } from './content-cache'

describe('changedWhatThePublicSees', () => {
  it('counts every save of content without drafts, and every publish', () => {
    expect(changedWhatThePublicSees(undefined)).toBe(true)
    expect(changedWhatThePublicSees('published')).toBe(true)
    expect(changedWhatThePublicSees('published', 'published', 'published')).toBe(true)
  })

  it('counts an unpublish: public before the save, not after', () => {
    expect(changedWhatThePublicSees('draft', 'published', 'draft')).toBe(true)
  })

  it('ignores a draft saved beside a published document, or of one never published', () => {
    expect(changedWhatThePublicSees('draft', 'published', 'published')).toBe(false)
    expect(changedWhatThePublicSees('draft', 'draft', 'draft')).toBe(false)
    expect(changedWhatThePublicSees('draft', undefined, undefined)).toBe(false)
  })
})
