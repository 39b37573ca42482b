'use client'

import { useSyncExternalStore } from 'react'

import { backToTopHref, isFormField, isPastBackToTopThreshold, TOP_ANCHOR_ID } from './back-to-top-href'

function subscribeToScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true })
  window.addEventListener('popstate', onChange)
  return () => {
    window.removeEventListener('scroll', onChange)
    window.removeEventListener('popstate', onChange)
  }
}

function subscribeToFocus(onChange: () => void) {
  document.addEventListener('focusin', onChange)
  document.addEventListener('focusout', onChange)
  return () => {
    document.removeEventListener('focusin', onChange)
    document.removeEventListener('focusout', onChange)
  }
}

/**
 * 'Back to top' (spec 000 section 2): shown once the page has scrolled 200px or more, linking to the
 * current path plus #top. Reading the address on each scroll keeps it right after client-side
 * navigation. Hidden (and out of the tab order) until then, and without JavaScript.
 *
 * Nothing floats over a field: on a phone (the spec's mobile width, 769px or less, where fields
 * fill the width) the link sits in the page's flow after the content, its space kept while hidden
 * so nothing moves when it appears (src/ui/styles/_page.scss); wider, it floats at the bottom
 * right and is hidden while a form field has focus (docs/decisions/0030-what-residents-read.md).
 */
export function BackToTop() {
  const visible = useSyncExternalStore(
    subscribeToScroll,
    () => isPastBackToTopThreshold(window.scrollY),
    () => false,
  )
  const fieldFocused = useSyncExternalStore(
    subscribeToFocus,
    () => isFormField(document.activeElement as HTMLInputElement | null),
    () => false,
  )
  const href = useSyncExternalStore(
    subscribeToScroll,
    () => backToTopHref(window.location.pathname, window.location.search),
    () => null,
  )

  return (
    <div className="app-back-to-top" hidden={!visible || fieldFocused}>
      <a className="govuk-link app-back-to-top__link" href={href ?? `#${TOP_ANCHOR_ID}`}>
        <svg
          className="app-back-to-top__icon"
          xmlns="http://www.w3.org/2000/svg"
          width="13"
          height="17"
          viewBox="0 0 13 17"
          aria-hidden="true"
          focusable="false"
        >
          <path fill="currentColor" d="M6.5 0L0 6.5 1.4 8l4-4v12.7h2V4l4.3 4L13 6.4z" />
        </svg>
        Back to top
      </a>
    </div>
  )
}
