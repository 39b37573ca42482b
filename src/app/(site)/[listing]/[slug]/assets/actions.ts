'use server'

import { fieldErrorsOf } from '@/domain/validation/field-errors'
import { privateAssetsSchema } from '@/domain/validation/private-assets'
import { lookUpPrivateAssets } from '@/operations/look-up-private-assets'
import { runOperation } from '@/wiring/services.server'
import { actionCaller } from '@/loaders/site/action-caller.server'
import { bookingOutcome } from '@/loaders/site/booking-outcome'
import { payloadClient } from '@/loaders/site/payload.server'
import { wrapTablesForScrolling } from '@/domain/scrollable-tables'
import type { PrivateAssetsFormState } from '@/ui/private-assets/private-assets-state'

/**
 * The private assets form (spec 000 sections 2 and 5; issue 13 point 4), with and without
 * JavaScript: the operation GET /eventsbookingapi/events/assets runs (src/operations/look-up-private-assets.ts),
 * under the same limits (docs/decisions/0026), over Next.js's own Payload. The form's fields are
 * checked here first so each message sits by its field. `eventPath` is bound by the page.
 */
export async function openPrivateAssets(eventPath: string, _previous: PrivateAssetsFormState, formData: FormData): Promise<PrivateAssetsFormState> {
  const text = (name: string) => {
    const value = formData.get(name)
    return typeof value === 'string' ? value : ''
  }
  const values = { email: text('email'), bookingId: text('bookingId') }
  const parsed = privateAssetsSchema.safeParse(values)
  if (!parsed.success) return { status: 'invalid', values, fieldErrors: fieldErrorsOf(parsed.error) }
  const caller = await actionCaller()
  const outcome = await bookingOutcome(() => runOperation(lookUpPrivateAssets, { ...values, eventSlug: eventPath }, caller, payloadClient))
  if (!outcome.ok) return { status: 'refused', values, fieldErrors: {}, message: outcome.message }
  const assets = { ...outcome.value, description: wrapTablesForScrolling(outcome.value.description, 'Description') }
  return { status: 'ready', values, fieldErrors: {}, assets }
}
