import cluster from 'node:cluster'

/**
 * "Published content changed": the one signal that empties every cache of public content in the
 * instance (the content cache and the page cache).
 *
 * The listeners live on globalThis because the same source module is loaded twice in one server
 * process: once by our HTTP server (src/server/http-server.ts) and once inside Next.js's compiled
 * server bundle, where Payload's hooks run. When the server runs several worker processes, the
 * worker where the change happened tells the primary, which passes it to the other workers.
 */
export const CONTENT_CHANGED_MESSAGE = 'council-events:content-changed'

const REGISTRY = Symbol.for('council-events.content-signal')

interface Registry {
  listeners: Set<() => void>
}

function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: Registry }
  holder[REGISTRY] ??= { listeners: new Set() }
  return holder[REGISTRY]
}

/** Calls `listener` on every content change in this process or, in a cluster, in any worker. */
export function onContentChanged(listener: () => void): () => void {
  registry().listeners.add(listener)
  return () => registry().listeners.delete(listener)
}

/** Runs this process's listeners only (a change another worker announced). */
export function contentChangedElsewhere(): void {
  for (const listener of registry().listeners) listener()
}

/** Announces a change made in this process: its own listeners, then the other workers. */
export function announceContentChanged(): void {
  contentChangedElsewhere()
  if (cluster.isWorker && process.send) process.send({ type: CONTENT_CHANGED_MESSAGE })
}

export function isContentChangedMessage(message: unknown): boolean {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === CONTENT_CHANGED_MESSAGE
}
