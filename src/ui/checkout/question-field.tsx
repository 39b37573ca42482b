import type { CheckoutQuestionOutput } from '@/contracts/basket'
import { questionLabel } from '@/domain/validation/checkout-questions'

export interface QuestionFieldProps {
  question: CheckoutQuestionOutput
  /** The field's name and id (checkoutFieldNames); a choice's later options get `${name}-${k}`. */
  name: string
  value: string | string[] | undefined
  error?: string
  onChange: (name: string, value: string | string[]) => void
}

function ErrorMessage({ id, error }: { id: string; error: string }) {
  return (
    <p id={id} className="govuk-error-message">
      <span className="govuk-visually-hidden">Error:</span> {error}
    </p>
  )
}

/** Widths for answers whose length is known (the purchaser's email and phone widths); a text answer may be long. */
const QUESTION_INPUT_WIDTH: Partial<Record<CheckoutQuestionOutput['type'], string>> = {
  email: ' govuk-input--width-30',
  telephone: ' govuk-input--width-20',
}

/** The id of option k of a choice question: the first option carries the field's own id, so a summary link lands on it. */
export function optionId(name: string, k: number): string {
  return k === 0 ? name : `${name}-${k}`
}

/**
 * One checkout question in the GOV.UK markup of its type (spec 000 section 5): Short Text an input,
 * Long Text a textarea, Single Choice radios, Multiple Choice checkboxes, Dropdown a select, Email and
 * Telephone inputs of those types. A required question's label ends '(required)'. Controlled, so the
 * answers can be kept in the browser and restored; the names are what the server action reads.
 */
export function QuestionField({ question, name, value, error, onChange }: QuestionFieldProps) {
  const label = questionLabel(question)
  const errorId = `${name}-error`
  const groupClass = `govuk-form-group${error ? ' govuk-form-group--error' : ''}`
  const text = typeof value === 'string' ? value : ''

  if (question.type === 'singleChoice' || question.type === 'multipleChoice') {
    const multiple = question.type === 'multipleChoice'
    const chosen = Array.isArray(value) ? value : typeof value === 'string' ? [value] : []
    return (
      <div className={groupClass}>
        <fieldset className="govuk-fieldset" aria-describedby={error ? errorId : undefined}>
          <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">{label}</legend>
          {error ? <ErrorMessage id={errorId} error={error} /> : null}
          <div className={multiple ? 'govuk-checkboxes govuk-checkboxes--small' : 'govuk-radios govuk-radios--small'}>
            {question.options.map((option, k) => (
              <div className={multiple ? 'govuk-checkboxes__item' : 'govuk-radios__item'} key={option}>
                <input
                  className={multiple ? 'govuk-checkboxes__input' : 'govuk-radios__input'}
                  id={optionId(name, k)}
                  name={name}
                  type={multiple ? 'checkbox' : 'radio'}
                  value={option}
                  checked={chosen.includes(option)}
                  onChange={(event) =>
                    onChange(name, multiple ? (event.target.checked ? [...chosen, option] : chosen.filter((c) => c !== option)) : option)
                  }
                />
                <label className={`govuk-label ${multiple ? 'govuk-checkboxes__label' : 'govuk-radios__label'}`} htmlFor={optionId(name, k)}>
                  {option}
                </label>
              </div>
            ))}
          </div>
        </fieldset>
      </div>
    )
  }

  const common = {
    id: name,
    name,
    'aria-describedby': error ? errorId : undefined,
    'aria-invalid': error ? true : undefined,
  }
  return (
    <div className={groupClass}>
      <label className="govuk-label" htmlFor={name}>
        {label}
      </label>
      {error ? <ErrorMessage id={errorId} error={error} /> : null}
      {question.type === 'longText' ? (
        <textarea
          {...common}
          className={`govuk-textarea${error ? ' govuk-textarea--error' : ''}`}
          rows={4}
          value={text}
          onChange={(event) => onChange(name, event.target.value)}
        />
      ) : question.type === 'dropdown' ? (
        <select {...common} className={`govuk-select${error ? ' govuk-select--error' : ''}`} value={text} onChange={(event) => onChange(name, event.target.value)}>
          <option value="">Choose an option</option>
          {question.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          className={`govuk-input${QUESTION_INPUT_WIDTH[question.type] ?? ''}${error ? ' govuk-input--error' : ''}`}
          type={question.type === 'email' ? 'email' : question.type === 'telephone' ? 'tel' : 'text'}
          spellCheck={question.type === 'email' ? false : undefined}
          value={text}
          onChange={(event) => onChange(name, event.target.value)}
        />
      )}
    </div>
  )
}
