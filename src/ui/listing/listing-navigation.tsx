'use client'

import { useRouter } from 'next/navigation'
import { createContext, useCallback, useContext, useMemo, useRef, useTransition, type ReactNode } from 'react'

export interface ListingNavigation {
  /** True while a navigation started here is loading: the results show 'Loading results...'. */
  pending: boolean
  /**
   * Goes to another state of the listing without reloading the page (the server renders the new
   * results). `toResults` asks the results to take focus and come into view once they arrive,
   * as after paging.
   */
  navigate: (href: string, options?: { toResults?: boolean }) => void
  /** Whether the last navigation asked for the results; reading it clears the request. */
  takeResultsRequest: () => boolean
}

const ListingNavigationContext = createContext<ListingNavigation | null>(null)

/**
 * Client-side navigation for a listing page (spec 000 section 2). Filters, paging and the reset
 * links are plain GET forms and links in the server's markup, so the page works without
 * JavaScript; with it they navigate through the router inside a transition, whose pending state
 * drives 'Loading results...'. Scrolling is left to the results (no jump to the top).
 */
export function ListingNavigationProvider({ children }: { children: ReactNode }) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const resultsRequested = useRef(false)

  const navigate = useCallback(
    (href: string, options?: { toResults?: boolean }) => {
      resultsRequested.current = Boolean(options?.toResults)
      startTransition(() => router.push(href, { scroll: false }))
    },
    [router],
  )
  const takeResultsRequest = useCallback(() => {
    const requested = resultsRequested.current
    resultsRequested.current = false
    return requested
  }, [])

  const value = useMemo(() => ({ pending, navigate, takeResultsRequest }), [pending, navigate, takeResultsRequest])
  return <ListingNavigationContext.Provider value={value}>{children}</ListingNavigationContext.Provider>
}

/** The listing's navigation, or null outside a ListingNavigationProvider (plain links and forms then). */
export function useListingNavigation(): ListingNavigation | null {
  return useContext(ListingNavigationContext)
}
