/**
 * The signals that empty caches of public pages in the process:
 * - "published content changed" empties the content cache and the page cache;
 * - "an event's sold-out state changed" (docs/decisions/0012) empties the page cache only: the
 *   content did not change, and pages read availability live.
 *
 * The listeners live on globalThis because the same source module is loaded twice in one server
 * process: once by our HTTP server (src/server/http-server.ts) and once inside Next.js's compiled
 * server bundle, where Payload's hooks run. Other instances are told through PostgreSQL
 * (src/server/content-notify.ts).
 */
const REGISTRY = Symbol.for('council-events.content-signal')

interface Registry {
  listeners: Set<() => void>
  soldOutListeners?: Set<(eventId: number) => void>
}

function registry(): Required<Registry> {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: Registry }
  holder[REGISTRY] ??= { listeners: new Set() }
  holder[REGISTRY].soldOutListeners ??= new Set()
  return holder[REGISTRY] as Required<Registry>
}

/** Calls `listener` on every content change in this process, whichever copy of this module announces it. */
export function onContentChanged(listener: () => void): () => void {
  registry().listeners.add(listener)
  return () => registry().listeners.delete(listener)
}

/** Announces a change: every listener in the process runs. */
export function announceContentChanged(): void {
  for (const listener of registry().listeners) listener()
}

/** Calls `listener` whenever an event crosses to or from sold out (any instance's booking did it). */
export function onSoldOutChanged(listener: (eventId: number) => void): () => void {
  registry().soldOutListeners.add(listener)
  return () => registry().soldOutListeners.delete(listener)
}

export function announceSoldOutChanged(eventId: number): void {
  for (const listener of registry().soldOutListeners) listener(eventId)
}
