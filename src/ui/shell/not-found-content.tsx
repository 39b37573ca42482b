import Link from 'next/link'

import { paths } from '../../domain/paths'

/** The not-found page's title, before ' | {council name}' (spec 000 section 9). */
export const NOT_FOUND_TITLE = 'Page not found'

/**
 * The not-found page's content (spec 000 sections 2 and 8: 'Sorry, this page isn't working' with a
 * homepage link). Shown by the not-found route the proxy rewrites unknown addresses to, and by the
 * site's not-found boundary for a page that finds nothing at its address.
 */
export function NotFoundContent() {
  return (
    <div className="govuk-width-container">
      <h1 className="govuk-heading-l">Sorry, this page isn&apos;t working</h1>
      <p className="govuk-body">The page you asked for does not exist or has moved.</p>
      <p className="govuk-body">
        <Link className="govuk-link" href={paths.home()}>
          Go to the homepage
        </Link>
      </p>
    </div>
  )
}
