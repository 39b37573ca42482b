import type { InputHTMLAttributes } from 'react'

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'className'> {
  id: string
  name: string
  label: string
  hint?: string
  error?: string
  /** Extra classes for the input, e.g. a govuk-input--width-20. */
  inputClassName?: string
}

/** GOV.UK text input with label, hint and inline error, wired with aria-describedby. */
export function TextInput({ id, name, label, hint, error, inputClassName, type = 'text', ...rest }: TextInputProps) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={`govuk-form-group${error ? ' govuk-form-group--error' : ''}`}>
      <label className="govuk-label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <div id={hintId} className="govuk-hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="govuk-error-message">
          <span className="govuk-visually-hidden">Error:</span> {error}
        </p>
      ) : null}
      <input
        className={['govuk-input', error ? 'govuk-input--error' : '', inputClassName ?? ''].filter(Boolean).join(' ')}
        id={id}
        name={name}
        type={type}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        {...rest}
      />
    </div>
  )
}
