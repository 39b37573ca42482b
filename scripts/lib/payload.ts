import type { Payload } from 'payload'

/**
 * Payload for scripts. The config reads DATABASE_URL when it is imported, so it is imported only
 * after ensureDatabase() has set it.
 */
export async function loadPayload(): Promise<Payload> {
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('../../src/payload.config'),
  ])
  return getPayload({ config })
}
