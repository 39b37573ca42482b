import Link from 'next/link'

import { BackToConsoleHome } from './back-to-console-home'

export interface ConsoleProblemProps {
  title: string
  message: string
  /** A way on besides console home, e.g. back to the report's areas. */
  link?: { href: string; text: string }
}

/**
 * A console page that cannot show what its address asks for (an unknown area, an id that names no
 * event): the reason in words and the ways back, instead of an error page.
 */
export function ConsoleProblem({ title, message, link }: ConsoleProblemProps) {
  return (
    <>
      <h1 className="govuk-heading-xl">{title}</h1>
      <p className="govuk-body">{message}</p>
      {link ? (
        <p className="govuk-body">
          <Link className="govuk-link" href={link.href}>
            {link.text}
          </Link>
        </p>
      ) : null}
      <BackToConsoleHome />
    </>
  )
}
