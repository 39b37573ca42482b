import type { APIRequestContext } from '@playwright/test'

/** Signs in to Payload's REST API and returns the Authorization header for later calls. */
export async function signIn(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/users/login', { data: { email, password } })
  if (!response.ok()) throw new Error(`login failed for ${email}: ${response.status()}`)
  const { token } = (await response.json()) as { token: string }
  return { Authorization: `JWT ${token}` }
}

export async function setMaintenance(
  request: APIRequestContext,
  auth: Record<string, string>,
  maintenanceActive: boolean,
): Promise<void> {
  const response = await request.post('/api/globals/settings', {
    headers: auth,
    data: {
      maintenanceActive,
      maintenanceTitle: 'Essential maintenance',
      maintenanceMessage: 'Bookings are paused while we upgrade the system.',
    },
  })
  if (!response.ok()) throw new Error(`could not update settings: ${response.status()} ${await response.text()}`)
}
