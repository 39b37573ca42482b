'use client'

import { useActionState, useEffect } from 'react'

import { ErrorSummary, TextInput } from '@/ui/govuk'

import { logIn, type LoginState } from '../actions'

const FIELDS = [
  { id: 'username', label: 'Username' },
  { id: 'password', label: 'Password' },
] as const

const initialState: LoginState = { username: '', fieldErrors: {} }

/**
 * The login form (spec 001 section 2): a plain form posting to a server action, so it works
 * without JavaScript; with it, the button says 'Logging in...' while the request runs.
 */
export function LoginForm({ title }: { title: string }) {
  const [state, action, pending] = useActionState(logIn, initialState)
  const errors = FIELDS.filter((f) => state.fieldErrors[f.id]).map((f) => ({ fieldId: f.id, message: state.fieldErrors[f.id]! }))

  const hasError = errors.length > 0 || Boolean(state.authError)
  // STYLE.md: a page showing errors has the title prefix 'Error: '.
  useEffect(() => {
    const base = document.title.replace(/^Error: /, '')
    document.title = hasError ? `Error: ${base}` : base
  }, [hasError])

  return (
    <>
      <ErrorSummary errors={errors} />
      <h1 className="govuk-heading-l">{title}</h1>
      <form action={action} noValidate>
        <TextInput
          id="username"
          name="username"
          label="Username"
          hint="The e-mail address of your staff account"
          autoComplete="username"
          spellCheck={false}
          defaultValue={state.username}
          error={state.fieldErrors.username}
          inputClassName="govuk-!-width-two-thirds"
        />
        <TextInput
          id="password"
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          error={state.fieldErrors.password}
          inputClassName="govuk-!-width-two-thirds"
        />
        <button type="submit" className="govuk-button" disabled={pending} aria-disabled={pending}>
          {pending ? 'Logging in...' : 'Log in'}
        </button>
        {state.authError ? (
          <p className="govuk-error-message" role="alert" id="login-error">
            <span className="govuk-visually-hidden">Error:</span> {state.authError}
          </p>
        ) : null}
      </form>
    </>
  )
}
