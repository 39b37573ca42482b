/**
 * "Published content changed": the one signal that empties every cache of public content in the
 * process (the content cache and the page cache).
 *
 * The listeners live on globalThis because the same source module is loaded twice in one server
 * process: once by our HTTP server (src/server/http-server.ts) and once inside Next.js's compiled
 * server bundle, where Payload's hooks run. Other instances are not told: their caches expire
 * (docs/decisions/0010-page-cache-and-direct-checkout.md).
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
