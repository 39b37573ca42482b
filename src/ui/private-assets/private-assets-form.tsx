'use client'

import { useActionState, useEffect, useMemo, useState, type FormEvent } from 'react'

import { fieldErrorsOf, type FieldErrors } from '@/domain/validation/field-errors'
import { privateAssetsSchema } from '@/domain/validation/private-assets'
import { RichText } from '@/ui/event/rich-text'
import { ErrorSummary, TextInput } from '@/ui/govuk'

import { PrivateAssetsList } from './private-assets-list'
import { INITIAL_PRIVATE_ASSETS_STATE, PRIVATE_ASSETS_TEXTS, type PrivateAssetsFormState } from './private-assets-state'

const FIELDS = [
  { id: 'email', label: PRIVATE_ASSETS_TEXTS.emailLabel, type: 'email', autoComplete: 'email', hint: undefined },
  { id: 'bookingId', label: PRIVATE_ASSETS_TEXTS.bookingReferenceLabel, type: 'text', autoComplete: 'off', hint: PRIVATE_ASSETS_TEXTS.bookingReferenceHint },
] as const

const fieldId = (name: string) => `private-assets-${name}`

export interface PrivateAssetsFormProps {
  eventTitle: string
  /** The server action (openPrivateAssets bound to the event), passed in by the page. */
  open: (previous: PrivateAssetsFormState, formData: FormData) => Promise<PrivateAssetsFormState>
}

/**
 * The private assets page's form and result (spec 000 sections 2, 4, 5 and 8): Email and Booking
 * Reference; then the page's title, description and resources. It posts to one server action with
 * or without JavaScript (the same service as GET /eventsbookingapi/events/assets). With JavaScript
 * the form's rules run first, and a loading message shows while the booking is looked up.
 */
export function PrivateAssetsForm({ eventTitle, open }: PrivateAssetsFormProps) {
  const [state, action, pending] = useActionState(open, INITIAL_PRIVATE_ASSETS_STATE)
  const [browserErrors, setBrowserErrors] = useState<{ errors: FieldErrors; after: PrivateAssetsFormState } | null>(null)

  const fieldErrors = browserErrors && browserErrors.after === state ? browserErrors.errors : state.fieldErrors
  const refusal = state.status === 'refused' && !pending && browserErrors?.after !== state ? PRIVATE_ASSETS_TEXTS.submitError(state.message) : null
  // One list per answer or check, so the summary takes focus when they change, not on every render.
  const summary = useMemo(
    () => [
      ...FIELDS.filter((field) => fieldErrors[field.id]).map((field) => ({ fieldId: fieldId(field.id), message: fieldErrors[field.id]! })),
      ...(refusal ? [{ fieldId: fieldId('email'), message: refusal }] : []),
    ],
    [fieldErrors, refusal],
  )
  const hasError = summary.length > 0

  // STYLE.md: a page showing errors has the title prefix 'Error: '.
  useEffect(() => {
    const base = document.title.replace(/^Error: /, '')
    document.title = hasError ? `Error: ${base}` : base
  }, [hasError])

  function check(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget)
    const parsed = privateAssetsSchema.safeParse({ email: String(data.get('email') ?? ''), bookingId: String(data.get('bookingId') ?? '') })
    if (parsed.success) {
      setBrowserErrors(null)
      return
    }
    // The server is not asked while the form breaks its rules (spec 000 section 5).
    event.preventDefault()
    setBrowserErrors({ errors: fieldErrorsOf(parsed.error), after: state })
  }

  if (state.status === 'ready' && !pending) {
    const { assets } = state
    return (
      <>
        <span className="govuk-caption-l">{eventTitle}</span>
        <h1 className="govuk-heading-xl">{assets.title}</h1>
        {assets.description ? <RichText html={assets.description} className="govuk-!-margin-bottom-6" /> : null}
        <PrivateAssetsList assets={assets.assets} values={state.values} />
      </>
    )
  }

  return (
    <>
      <span className="govuk-caption-l">{eventTitle}</span>
      <h1 className="govuk-heading-xl">{PRIVATE_ASSETS_TEXTS.heading}</h1>
      <ErrorSummary errors={summary} />
      <p className="govuk-body">{PRIVATE_ASSETS_TEXTS.intro}</p>
      <form action={action} onSubmit={check} noValidate>
        {FIELDS.map((field) => (
          <TextInput
            key={field.id}
            id={fieldId(field.id)}
            name={field.id}
            label={field.label}
            hint={field.hint}
            type={field.type}
            autoComplete={field.autoComplete}
            spellCheck={false}
            defaultValue={state.values[field.id]}
            error={fieldErrors[field.id]}
            inputClassName="govuk-!-width-two-thirds"
          />
        ))}
        <button type="submit" className="govuk-button" aria-disabled={pending || undefined}>
          {PRIVATE_ASSETS_TEXTS.submit}
        </button>
      </form>
      <div role="status" aria-live="polite">
        {pending ? <p className="govuk-body">{PRIVATE_ASSETS_TEXTS.loading}</p> : null}
      </div>
    </>
  )
}
