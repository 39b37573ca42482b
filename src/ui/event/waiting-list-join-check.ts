import { fieldErrorsOf, type FieldErrors } from '@/domain/validation/field-errors'
import { waitingListJoinSchema } from '@/domain/validation/waiting-list'

import type { WaitingListJoinState } from './waiting-list-join-state'

/**
 * The waiting-list join form's checks in the browser (spec 001 section 5's messages), the server's own
 * schema: a module of its own so the form loads it, and Zod with it, only once a resident starts on the
 * form (waiting-list-join-form.tsx; issue 27 point 3).
 */
export function checkWaitingListJoin(input: { event: string } & WaitingListJoinState['values']): { ok: true; values: WaitingListJoinState['values'] } | { ok: false; fieldErrors: FieldErrors } {
  const parsed = waitingListJoinSchema.safeParse(input)
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) }
  return { ok: true, values: { firstName: parsed.data.firstName, lastName: parsed.data.lastName, email: parsed.data.email } }
}
