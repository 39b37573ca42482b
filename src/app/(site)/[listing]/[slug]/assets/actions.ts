'use server'

import { headers } from 'next/headers'

import { clientKeyOfAddress } from '@/security/client-limit'
import { privateAssetsDeps } from '@/booking/private-assets/private-assets-deps.server'
import { lookUpPrivateAssets } from '@/booking/private-assets/private-assets-service'
import { fieldErrorsOf } from '@/domain/validation/field-errors'
import { privateAssetsSchema } from '@/domain/validation/private-assets'
import { CLIENT_ADDRESS_HEADER } from '@/server/client-address'
import { bookingOutcome } from '@/site/booking-outcome'
import { payloadClient } from '@/site/payload.server'
import { wrapTablesForScrolling } from '@/site/scrollable-tables'
import type { PrivateAssetsFormState } from '@/ui/private-assets/private-assets-state'

/**
 * The private assets form (spec 000 sections 2 and 5; issue 13 point 4), with and without
 * JavaScript: the same service as GET /eventsbookingapi/events/assets, under the same limit on
 * failed look-ups per client and event (docs/decisions/0026). The web server names the client
 * (src/server/client-address.ts) as the API's edge does. `eventPath` is bound by the page.
 */
export async function openPrivateAssets(eventPath: string, _previous: PrivateAssetsFormState, formData: FormData): Promise<PrivateAssetsFormState> {
  const text = (name: string) => {
    const value = formData.get(name)
    return typeof value === 'string' ? value : ''
  }
  const values = { email: text('email'), bookingId: text('bookingId') }
  const parsed = privateAssetsSchema.safeParse(values)
  if (!parsed.success) return { status: 'invalid', values, fieldErrors: fieldErrorsOf(parsed.error) }
  const context = { clientKey: clientKeyOfAddress((await headers()).get(CLIENT_ADDRESS_HEADER)), now: new Date() }
  const outcome = await bookingOutcome(() => lookUpPrivateAssets({ ...values, eventSlug: eventPath }, context, privateAssetsDeps(payloadClient)))
  if (!outcome.ok) return { status: 'refused', values, fieldErrors: {}, message: outcome.message }
  const assets = { ...outcome.value, description: wrapTablesForScrolling(outcome.value.description, 'Description') }
  return { status: 'ready', values, fieldErrors: {}, assets }
}
