'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { DEBUG_SEARCH_DELAY_MS } from '../../domain/listing-results'
import { LISTINGS } from '../../domain/listings'
import { paths } from '../../domain/paths'
import { SITE_SEARCH_MAX_LENGTH } from '../../domain/validation/search'
import { TextInput } from '../govuk'

export const SEARCH_DEBUG_FIELD_ID = 'search-debug-term'

/**
 * The debug search's form (issue 26 point 4): a GET form, so it works without JavaScript and a query has
 * an address; with JavaScript it searches as staff type, once they have paused for 500 ms (spec 001
 * section 9), replacing the address without a reload so the box keeps its focus.
 */
export function SearchDebugForm({ term, service, error }: { term: string; service: string; error?: string }) {
  const router = useRouter()
  const form = useRef<HTMLFormElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  function searchSoon() {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      const data = new FormData(form.current!)
      const words = String(data.get('term') ?? '')
      if (words.trim() === '') return
      router.replace(paths.consoleSearchDebug(words, String(data.get('service') ?? '') || undefined), { scroll: false })
    }, DEBUG_SEARCH_DELAY_MS)
  }

  return (
    <form ref={form} action={paths.consoleSearchDebug()} method="get" role="search" aria-label="Debug search" onInput={searchSoon}>
      <TextInput
        id={SEARCH_DEBUG_FIELD_ID}
        name="term"
        type="search"
        label="Search words"
        hint="Searched as residents' searches are: every word, as the start of a word"
        inputClassName="govuk-!-width-two-thirds"
        defaultValue={term}
        maxLength={SITE_SEARCH_MAX_LENGTH}
        error={error}
        autoComplete="off"
        spellCheck={false}
      />
      <div className="govuk-form-group">
        <label className="govuk-label" htmlFor="search-debug-service">
          Service
        </label>
        <select className="govuk-select" id="search-debug-service" name="service" defaultValue={service}>
          <option value="">All services</option>
          {LISTINGS.map((listing) => (
            <option key={listing.path} value={listing.path}>
              {listing.title}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="govuk-button">
        Search
      </button>
    </form>
  )
}
