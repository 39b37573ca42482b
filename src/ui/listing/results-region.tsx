'use client'

import { useEffect, useRef, type ReactNode } from 'react'

import { LOADING_RESULTS_TEXT, shouldScrollSmoothly } from '../../domain/listing-results'

import { useListingNavigation } from './listing-navigation'

export const RESULTS_HEADING_ID = 'listing-results-heading'

export interface ResultsRegionProps {
  /** 'Showing {from} - {to} of {total} results[ for {term}]', or the no-results text. */
  status: string
  /** Zero-based index of the page shown. */
  pageIndex: number
  /** Changes whenever the results do (the listing's query string). */
  resultsKey: string
  children: ReactNode
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * The results area (spec 000 section 2): a status line in a live region, so the new count is
 * announced after every change, reading 'Loading results...' while a client-side navigation is
 * pending. After paging the results take focus (the link pressed may be gone, e.g. a Next that is
 * now disabled) and come into view, smoothly when the page index is 1 or more (spec 000 section 2;
 * page 1 is reached at once), and never smoothly for people who ask for reduced motion.
 */
export function ResultsRegion({ status, pageIndex, resultsKey, children }: ResultsRegionProps) {
  const navigation = useListingNavigation()
  const regionRef = useRef<HTMLElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const pending = navigation?.pending ?? false

  useEffect(() => {
    if (!navigation?.takeResultsRequest()) return
    headingRef.current?.focus({ preventScroll: true })
    const smooth = shouldScrollSmoothly(pageIndex) && !prefersReducedMotion()
    regionRef.current?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' })
    // Only a change of results answers a request; the navigation object changes with `pending`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resultsKey])

  return (
    <section ref={regionRef} className="app-results" aria-labelledby={RESULTS_HEADING_ID} aria-busy={pending}>
      <h2 ref={headingRef} id={RESULTS_HEADING_ID} className="govuk-visually-hidden" tabIndex={-1}>
        Results
      </h2>
      <div role="status" className="app-results__status">
        <p className="govuk-body govuk-!-font-weight-bold govuk-!-margin-bottom-4">{pending ? LOADING_RESULTS_TEXT : status}</p>
      </div>
      {children}
    </section>
  )
}
