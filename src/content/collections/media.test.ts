import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { mediaDirectory } from './media'

describe('media directory', () => {
  it('defaults to .data/media under the working directory', () => {
    expect(mediaDirectory({}, '/srv/app')).toBe(path.resolve('/srv/app', '.data/media'))
  })

  it('follows MEDIA_DIR, relative to the working directory or absolute', () => {
    expect(mediaDirectory({ MEDIA_DIR: 'uploads' }, '/srv/app')).toBe(path.resolve('/srv/app', 'uploads'))
    expect(mediaDirectory({ MEDIA_DIR: '/var/media' }, '/srv/app')).toBe('/var/media')
  })
})
