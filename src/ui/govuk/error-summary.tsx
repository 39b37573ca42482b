'use client'

import { useEffect, useRef } from 'react'

export interface ErrorSummaryProps {
  /** Field id to message, in the order the fields appear on the page. */
  errors: ReadonlyArray<{ fieldId: string; message: string }>
  /** Take focus only when the messages change, not on every new list with the same ones. */
  focusOnNewMessagesOnly?: boolean
}

/**
 * GOV.UK error summary: 'There is a problem' with each message linking to its field. It takes
 * focus when it appears so screen-reader and keyboard users land on it (STYLE.md, "Errors").
 */
export function ErrorSummary({ errors, focusOnNewMessagesOnly = false }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null)
  // A new list (each failed submission) takes focus again; with focusOnNewMessagesOnly, only a list
  // whose messages differ does, so a page that re-renders with the same problems (a listing whose
  // filters submit themselves as boxes are ticked) does not pull focus away from the box.
  const focusTrigger = focusOnNewMessagesOnly ? errors.map(({ fieldId, message }) => `${fieldId}:${message}`).join('\n') : errors
  useEffect(() => {
    if (errors.length > 0) ref.current?.focus()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `errors` is part of focusTrigger
  }, [focusTrigger])
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
