import { randomUUID } from 'node:crypto'

import pg from 'pg'

import { announceContentChanged } from './content-signal'
import { serverLogger } from './server-log'

/**
 * Content changes between instances: the instance whose Payload hook saw a change (or a script such
 * as the seed) sends NOTIFY on this channel, and every running web server LISTENs on it and empties
 * its content cache. Without it another instance would show the old content until its entries expire
 * (30 s).
 */
export const CONTENT_CHANNEL = 'council_events_content_changed'

/**
 * An event crossed to or from sold out (docs/decisions/0012). Sent by the booking schema's own
 * functions (src/booking/db/sql/) inside the transaction that took or gave back the tickets, so it is
 * delivered once that commits; the payload is the event id. No server needs it while pages are kept
 * only for seconds by the proxy (decision 0040); a CDN that keeps them longer can purge on it.
 */
export const SOLD_OUT_CHANNEL = 'council_events_sold_out_changed'

/**
 * This process's name on the channel, so it does not act on its own notice twice. On globalThis,
 * like the listeners in content-signal.ts: this module is loaded twice in the server process.
 */
const PROCESS_KEY = Symbol.for('council-events.process-id')
const holder = globalThis as typeof globalThis & { [PROCESS_KEY]?: string }
export const PROCESS_ID = (holder[PROCESS_KEY] ??= randomUUID())

/** Sends a NOTIFY on a channel of the database the servers share (the booking module's notifyOnBookingDatabase). */
type Notify = (channel: string, message: string) => Promise<unknown>

/** Tells every other instance that content changed. Never throws: a lost notice only means the caches expire. */
export async function notifyContentChanged(notify: Notify): Promise<void> {
  try {
    await notify(CONTENT_CHANNEL, PROCESS_ID)
  } catch (error) {
    serverLogger().error({ err: error }, 'could not tell other instances that content changed')
  }
}

export interface ContentListener {
  /** Resolves once the LISTEN is in place (the first connection). */
  ready: Promise<void>
  stop(): Promise<void>
}

/**
 * Listens for other processes' content notices (and, given `onSoldOutChange`, every sold-out notice)
 * on one dedicated connection, reconnecting after a failure (each reconnection also calls `onChange`,
 * which empties the content cache: notices may have been missed while it was down).
 */
export function listenForContentChanges(
  connectionString: string,
  onChange: () => void = announceContentChanged,
  retryMs = 2_000,
  onSoldOutChange?: (eventId: number) => void,
): ContentListener {
  let client: pg.Client | undefined
  let stopped = false
  let retry: NodeJS.Timeout | undefined
  let markReady: () => void = () => undefined
  const ready = new Promise<void>((resolve) => (markReady = resolve))

  const connect = async (first: boolean) => {
    const next = new pg.Client({ connectionString, application_name: 'council-events content listener' })
    next.on('notification', (message) => {
      if (message.channel === CONTENT_CHANNEL && message.payload !== PROCESS_ID) onChange()
      if (message.channel === SOLD_OUT_CHANNEL && onSoldOutChange) {
        const eventId = Number(message.payload)
        if (Number.isSafeInteger(eventId)) onSoldOutChange(eventId)
      }
    })
    next.on('error', () => reconnect(next))
    next.on('end', () => reconnect(next))
    try {
      await next.connect()
      await next.query(onSoldOutChange ? `LISTEN ${CONTENT_CHANNEL}; LISTEN ${SOLD_OUT_CHANNEL}` : `LISTEN ${CONTENT_CHANNEL}`)
      if (stopped) {
        await next.end()
        return
      }
      client = next
      if (!first) onChange()
      markReady()
    } catch {
      reconnect(next)
    }
  }
  const reconnect = (failed: pg.Client) => {
    if (stopped || retry || (client && client !== failed)) return
    client = undefined
    failed.removeAllListeners('end')
    void failed.end().catch(() => undefined)
    retry = setTimeout(() => {
      retry = undefined
      void connect(false)
    }, retryMs)
    retry.unref()
  }
  void connect(true)

  return {
    ready,
    async stop() {
      stopped = true
      if (retry) clearTimeout(retry)
      const current = client
      client = undefined
      current?.removeAllListeners('end')
      await current?.end().catch(() => undefined)
    },
  }
}
