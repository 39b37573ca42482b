/** The maintenance path (spec 000 section 2: exact). */
export const MAINTENANCE_PATH = '/maintenance'

export interface MaintenanceSettings {
  maintenanceActive?: boolean | null
}

/**
 * Spec 001 section 4: redirect to /maintenance when the settings entry has maintenanceActive, the
 * host is a live host and the path is not the maintenance path itself.
 */
export function shouldRedirectToMaintenance(
  settings: MaintenanceSettings | null | undefined,
  request: { pathname: string; isLiveHost: boolean },
): boolean {
  return Boolean(settings?.maintenanceActive) && request.isLiveHost && request.pathname !== MAINTENANCE_PATH
}
