import Link from 'next/link'

import { paths } from '@/domain/paths'

const CONSOLE_FORBIDDEN_TITLE = 'You cannot use the staff console'

/** 403 (decision 0025): a signed-in user whose role is not a console role, e.g. a content editor. */
export default function ConsoleForbidden() {
  return (
    <>
      <h1 className="govuk-heading-xl">{CONSOLE_FORBIDDEN_TITLE}</h1>
      <p className="govuk-body">
        The staff console is for staff who handle bookings. Your account can edit content in the admin. Ask an administrator if you need the console.
      </p>
      <p className="govuk-body">
        <Link className="govuk-link" href={paths.admin()}>
          Go to the admin
        </Link>
      </p>
    </>
  )
}
