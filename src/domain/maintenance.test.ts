import { describe, expect, it } from 'vitest'

import { shouldRedirectToMaintenance } from './maintenance'

describe('shouldRedirectToMaintenance', () => {
  const live = { pathname: '/events', isLiveHost: true }

  it('redirects a live host when maintenance is active', () => {
    expect(shouldRedirectToMaintenance({ maintenanceActive: true }, live)).toBe(true)
  })

  it('does not redirect when maintenance is inactive, unset or the settings are missing', () => {
    expect(shouldRedirectToMaintenance({ maintenanceActive: false }, live)).toBe(false)
    expect(shouldRedirectToMaintenance({ maintenanceActive: null }, live)).toBe(false)
    expect(shouldRedirectToMaintenance(null, live)).toBe(false)
  })

  it('does not redirect a host that is not live', () => {
    expect(shouldRedirectToMaintenance({ maintenanceActive: true }, { ...live, isLiveHost: false })).toBe(false)
  })

  it('never redirects the maintenance page itself', () => {
    expect(shouldRedirectToMaintenance({ maintenanceActive: true }, { ...live, pathname: '/maintenance' })).toBe(false)
  })
})
