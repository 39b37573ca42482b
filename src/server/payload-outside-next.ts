import type { Payload } from 'payload'

/**
 * This process's Payload for code outside Next.js's bundle: the booking API's edge (staff sign-in
 * on the bypass calls) and the e-mail outbox job (the venue of a booking). Loaded once and shared:
 * every caller awaits the same import and the same getPayload, so two first uses at the same moment
 * never evaluate the config's module graph side by side. The edge warms it when it starts
 * (booking-api.ts onReady), and no caller waits longer than PAYLOAD_WAIT_MS: a request that needs
 * Payload gets an answer (a logged fault) rather than hanging if Payload cannot start.
 */
export const PAYLOAD_WAIT_MS = 15_000

let loading: Promise<Payload> | undefined

function load(): Promise<Payload> {
  loading ??= Promise.all([import('payload'), import('@payload-config')])
    .then(([{ getPayload }, { default: config }]) => getPayload({ config }))
    .catch((error: unknown) => {
      // A failed start is tried again by the next caller, not remembered for ever.
      loading = undefined
      throw error
    })
  return loading
}

export function payloadOutsideNext(waitMs = PAYLOAD_WAIT_MS): Promise<Payload> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`Payload did not start within ${waitMs} ms`)), waitMs)
    timer.unref?.()
  })
  return Promise.race([load(), timeout]).finally(() => clearTimeout(timer))
}
