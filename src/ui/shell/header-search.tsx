'use client'

import { type KeyboardEvent, useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'

import { paths } from '../../domain/paths'

/** Site search input maximum length (spec 000 section 9). */
export const SEARCH_TERM_MAX_LENGTH = 255

export interface HeaderSearchProps {
  /** Where the search form is sent (GET, field 'term'); search lives at paths beginning /search. */
  action?: string
  label?: string
}

/**
 * The header search box (spec 000 section 2 'Shell'). The form is a plain GET to /search, so it
 * works without JavaScript. At 769px or less, on a page marked govuk-frontend-supported
 * (FrontendSupportedScript), the CSS collapses it behind the 'Search' toggle button from the first
 * paint, so the header does not change height when React hydrates; the button is hidden on wider
 * screens, where the form always shows, and without JavaScript.
 */
export function HeaderSearch({ action = paths.search(), label = 'Search events' }: HeaderSearchProps) {
  const id = useId().replace(/[^A-Za-z0-9_-]/g, '')
  const formId = `${id}-search-form`
  const inputId = `${id}-search-term`
  const toggleRef = useRef<HTMLButtonElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const [open, setOpen] = useState(false)

  const onToggle = () => {
    if (open) {
      setOpen(false)
      return
    }
    // Render the opened form first so the input can take focus.
    flushSync(() => setOpen(true))
    inputRef.current?.focus()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    // Escape closes the opened mobile search and hands focus back to its toggle.
    if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
      toggleRef.current?.focus()
    }
  }

  const className = `app-header-search${open ? ' app-header-search--open' : ''}`

  return (
    <div className={className}>
      <button
        ref={toggleRef}
        type="button"
        className="app-header-search__toggle"
        aria-expanded={open}
        aria-controls={formId}
        onClick={onToggle}
      >
        Search
      </button>
      <form
        id={formId}
        className="app-header-search__form"
        role="search"
        aria-label="Site search"
        action={action}
        method="get"
        onKeyDown={onKeyDown}
      >
        <label className="govuk-label govuk-visually-hidden" htmlFor={inputId}>
          {label}
        </label>
        <input
          ref={inputRef}
          className="govuk-input app-header-search__input"
          id={inputId}
          name="term"
          type="search"
          maxLength={SEARCH_TERM_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
        />
        <button type="submit" className="app-header-search__submit">
          Search<span className="govuk-visually-hidden"> events</span>
        </button>
      </form>
    </div>
  )
}
