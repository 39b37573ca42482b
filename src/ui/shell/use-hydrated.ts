'use client'

import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => {}

/**
 * False on the server and during hydration, true afterwards. Components render their no-JavaScript
 * markup first (so the page works without scripts) and enhance it once this turns true; using
 * useSyncExternalStore keeps the first client render identical to the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}
