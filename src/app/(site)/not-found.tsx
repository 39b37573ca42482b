import Link from 'next/link'

import { paths } from '@/domain/paths'

/** Not found (spec 000 section 2): /404 and every unknown route, with a 404 status. */
export default function NotFound() {
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
