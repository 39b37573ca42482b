'use client'

import { useSyncExternalStore } from 'react'

import { backToTopHref, isPastBackToTopThreshold, TOP_ANCHOR_ID } from './back-to-top-href'

function subscribeToScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true })
  window.addEventListener('popstate', onChange)
  return () => {
    window.removeEventListener('scroll', onChange)
    window.removeEventListener('popstate', onChange)
  }
}

/**
 * 'Back to top' (spec 000 section 2): shown once the page has scrolled 200px or more, linking to the
 * current path plus #top. Reading the address on each scroll keeps it right after client-side
 * navigation. Hidden (and out of the tab order) until then, and without JavaScript.
 */
export function BackToTop() {
  const visible = useSyncExternalStore(
    subscribeToScroll,
    () => isPastBackToTopThreshold(window.scrollY),
    () => false,
  )
  const href = useSyncExternalStore(
    subscribeToScroll,
    () => backToTopHref(window.location.pathname, window.location.search),
    () => null,
  )

  return (
    <div className="app-back-to-top" hidden={!visible}>
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
