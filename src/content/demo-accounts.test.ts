import crypto from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { DEMO_PASSWORDS, DemoPasswordsInProductionError, passwordMatchesHash } from './demo-accounts'

describe('demo password check', () => {
  it('recognises a password in Payload\u2019s legacy hash format and rejects another', async () => {
    const salt = crypto.randomBytes(16).toString('hex')
    const hash = crypto.pbkdf2Sync('staff-demo-password', salt, 25_000, 512, 'sha256').toString('hex')
    expect(await passwordMatchesHash('staff-demo-password', { hash, salt })).toBe(true)
    expect(await passwordMatchesHash('something-else-entirely', { hash, salt })).toBe(false)
    expect(await passwordMatchesHash('staff-demo-password', {})).toBe(false)
  })

  it('recognises the current pbkdf2-sha256-v1 format', async () => {
    const salt = crypto.randomBytes(16).toString('hex')
    const hash = `pbkdf2-sha256-v1:${crypto.pbkdf2Sync('admin-demo-password', salt, 600_000, 32, 'sha256').toString('hex')}`
    expect(await passwordMatchesHash('admin-demo-password', { hash, salt })).toBe(true)
  })

  it('knows every published demo password, and names the accounts when it refuses', () => {
    expect(DEMO_PASSWORDS).toEqual(['admin-demo-password', 'editor-demo-password', 'staff-demo-password'])
    expect(new DemoPasswordsInProductionError(['a@example.gov.uk']).message).toMatch(/Refusing to start in production: the account a@example.gov.uk/)
  })
})
