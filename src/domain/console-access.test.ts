import { describe, expect, it } from 'vitest'

import { canUseConsole } from './console-access'

describe('who may use the staff console', () => {
  it('lets staff and administrators in, and no editor, anonymous caller or user without a role', () => {
    expect(canUseConsole({ roles: ['staff'] })).toBe(true)
    expect(canUseConsole({ roles: ['admin'] })).toBe(true)
    expect(canUseConsole({ roles: ['editor', 'staff'] })).toBe(true)
    expect(canUseConsole({ roles: ['editor'] })).toBe(false)
    expect(canUseConsole({ roles: [] })).toBe(false)
    expect(canUseConsole(null)).toBe(false)
    expect(canUseConsole(undefined)).toBe(false)
  })
})
