/**
 * The signal "published content changed", which empties the content cache (src/content/content-cache.ts)
 * in the process. Pages themselves are kept only by the proxy in front, for seconds (decision 0040).
 *
 * The listeners live on globalThis because the same source module is loaded twice in one server
 * process: once by our HTTP server (src/server/http-server.ts) and once inside Next.js's compiled
 * server bundle, where Payload's hooks run. Other instances are told through PostgreSQL
 * (src/server/content-notify.ts).
 */
const REGISTRY = Symbol.for('council-events.content-signal')

interface Registry {
  listeners: Set<() => void>
}

function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: Registry }
  holder[REGISTRY] ??= { listeners: new Set() }
  return holder[REGISTRY]
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
