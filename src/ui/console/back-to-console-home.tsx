import Link from 'next/link'

import { paths } from '@/domain/paths'

import { CONSOLE_TEXTS } from './console-texts'

/** The link every console page ends with (spec 001 section 2: 'Back to console home'). */
export function BackToConsoleHome() {
  return (
    <p className="govuk-body govuk-!-margin-top-6">
      <Link className="govuk-link" href={paths.consoleHome()}>
        {CONSOLE_TEXTS.backToConsoleHome}
      </Link>
    </p>
  )
}
