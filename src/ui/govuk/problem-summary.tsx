import type { ReactNode } from 'react'

/**
 * GOV.UK error summary for a problem that belongs to no field ('There is a problem' and why), read
 * out when it appears. `heading` is the title's level where the summary sits (h2 on a page, lower
 * inside a section). Field errors use ErrorSummary, which links each message to its field.
 */
export function ProblemSummary({ message, heading: Heading = 'h2', children }: { message: string; heading?: 'h2' | 'h3' | 'h4'; children?: ReactNode }) {
  return (
    <div className="govuk-error-summary" role="alert">
      <Heading className="govuk-error-summary__title">There is a problem</Heading>
      <div className="govuk-error-summary__body">
        <p className="govuk-body">{message}</p>
        {children}
      </div>
    </div>
  )
}
