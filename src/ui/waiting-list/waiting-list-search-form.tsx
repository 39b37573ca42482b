'use client'

import { useActionState, useEffect, useState, type FormEvent, type ReactNode } from 'react'

import { fieldErrorsOf, type FieldErrors } from '@/domain/validation/field-errors'
import { waitingListManagementSchema } from '@/domain/validation/waiting-list'
import { ErrorSummary, TextInput } from '@/ui/govuk'

import { WaitingListLoading } from './waiting-list-loading'
import { INITIAL_SEARCH_STATE, WAITING_LIST_TEXTS, type WaitingListSearchState } from './waiting-list-texts'

export const SEARCH_EMAIL_FIELD_ID = 'waiting-list-email'

export interface WaitingListSearchFormProps {
  /** The server action (searchWaitingLists), passed in by the page. */
  search: (previous: WaitingListSearchState, formData: FormData) => Promise<WaitingListSearchState>
  /** What comes before the prompt: the page's heading, after the error summary as GOV.UK pages have it. */
  heading: ReactNode
}

/**
 * The management page's search (spec 001 sections 2 and 5): 'Email address (required)' and 'Search
 * Email', then the loader while the server works, then the same message for every address. With
 * JavaScript the form is checked first (the spec's 'Email is required'); without it, it posts to the
 * same server action and the page comes back with the message or the errors.
 */
export function WaitingListSearchForm({ search, heading }: WaitingListSearchFormProps) {
  const [state, action, pending] = useActionState(search, INITIAL_SEARCH_STATE)
  // The browser's own check, shown until the server answers again.
  const [browserErrors, setBrowserErrors] = useState<{ errors: FieldErrors; after: WaitingListSearchState } | null>(null)
  const fieldErrors = browserErrors && browserErrors.after === state ? browserErrors.errors : state.fieldErrors
  const errors = fieldErrors.email ? [{ fieldId: SEARCH_EMAIL_FIELD_ID, message: fieldErrors.email }] : []
  const refused = state.status === 'refused' ? state.message : undefined
  const hasError = errors.length > 0 || Boolean(refused)

  // STYLE.md: a page showing errors has the title prefix 'Error: '.
  useEffect(() => {
    const base = document.title.replace(/^Error: /, '')
    document.title = hasError ? `Error: ${base}` : base
  }, [hasError])

  function check(event: FormEvent<HTMLFormElement>) {
    const parsed = waitingListManagementSchema.safeParse({ email: String(new FormData(event.currentTarget).get('email') ?? '') })
    if (parsed.success) {
      setBrowserErrors(null)
      return
    }
    event.preventDefault()
    setBrowserErrors({ errors: fieldErrorsOf(parsed.error), after: state })
  }

  return (
    <>
      <ErrorSummary errors={errors} />
      {heading}
      <p className="govuk-body">{WAITING_LIST_TEXTS.prompt}</p>
      <form action={action} onSubmit={check} noValidate>
        <TextInput
          id={SEARCH_EMAIL_FIELD_ID}
          name="email"
          label={WAITING_LIST_TEXTS.emailLabel}
          type="email"
          autoComplete="email"
          spellCheck={false}
          defaultValue={state.email}
          error={fieldErrors.email}
          inputClassName="govuk-!-width-two-thirds"
        />
        <button type="submit" className="govuk-button" disabled={pending} aria-disabled={pending}>
          {WAITING_LIST_TEXTS.searchButton}
        </button>
      </form>
      {pending ? <WaitingListLoading /> : null}
      {!pending && refused ? (
        <p className="govuk-error-message" role="alert">
          <span className="govuk-visually-hidden">Error:</span> {refused}
        </p>
      ) : null}
      {/* Always present, so the message is announced when it arrives. */}
      <div role="status">
        {!pending && state.status === 'sent' ? (
          <div className="govuk-inset-text">
            <p className="govuk-body govuk-!-margin-bottom-0">{WAITING_LIST_TEXTS.linkSent(state.email, state.linkHours ?? 24)}</p>
          </div>
        ) : null}
      </div>
    </>
  )
}
