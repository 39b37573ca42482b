import type { z } from 'zod'

/** One message per field (the first), keyed by the field's path, for a form's error summary. */
export type FieldErrors = Record<string, string>

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.')
    errors[key] ??= issue.message
  }
  return errors
}
