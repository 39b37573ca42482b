'use client'

import { useEffect, useRef } from 'react'

export interface ErrorSummaryProps {
  /** Field id to message, in the order the fields appear on the page. */
  errors: ReadonlyArray<{ fieldId: string; message: string }>
}

/**
 * GOV.UK error summary: 'There is a problem' with each message linking to its field. It takes
 * focus when it appears so screen-reader and keyboard users land on it (STYLE.md, "Errors").
 */
export function ErrorSummary({ errors }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (errors.length > 0) ref.current?.focus()
  }, [errors])
  if (errors.length === 0) return null
  return (
    <div className="govuk-error-summary" ref={ref} tabIndex={-1}>
      <div role="alert">
        <h2 className="govuk-error-summary__title">There is a problem</h2>
        <div className="govuk-error-summary__body">
          <ul className="govuk-list govuk-error-summary__list">
            {errors.map(({ fieldId, message }) => (
              <li key={fieldId}>
                <a href={`#${fieldId}`}>{message}</a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  )
}
