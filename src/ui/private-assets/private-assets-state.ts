import type { PrivateAssets } from '@/contracts/private-assets'
import type { FieldErrors } from '@/domain/validation/field-errors'

/** What the form holds: the e-mail and booking reference as typed ('::' and all). */
export interface PrivateAssetsFormValues {
  email: string
  bookingId: string
}

/**
 * The private assets page's states (spec 000 section 4: form, loading, then ready or error). Loading
 * is the server action's pending state; `invalid` is the form's own rules (spec 000 section 5), and
 * `refused` the look-up's refusal, shown as spec 000 section 8's text.
 */
export type PrivateAssetsFormState =
  | { status: 'form' | 'invalid'; values: PrivateAssetsFormValues; fieldErrors: FieldErrors }
  | { status: 'refused'; values: PrivateAssetsFormValues; fieldErrors: FieldErrors; message: string }
  | { status: 'ready'; values: PrivateAssetsFormValues; fieldErrors: FieldErrors; assets: PrivateAssets }

export const INITIAL_PRIVATE_ASSETS_STATE: PrivateAssetsFormState = { status: 'form', values: { email: '', bookingId: '' }, fieldErrors: {} }

export const PRIVATE_ASSETS_TEXTS = {
  heading: 'Resources for people who booked',
  intro: 'Enter the email address you booked with and the booking reference from your booking confirmation e-mail to see the files and links for this event.',
  emailLabel: 'Email',
  bookingReferenceLabel: 'Booking reference',
  bookingReferenceHint: 'You can find it in your booking confirmation e-mail',
  submit: 'Show resources',
  loading: 'Looking up your booking…',
  noResources: 'There are no resources for this event yet. Please check again closer to the event.',
  resourcesHeading: 'Resources',
  download: (title: string) => `Download ${title}`,
  // Spec 000 section 8, verbatim: the look-up's refusal.
  submitError: (message: string) => `There was an error submitting: ${message}`,
} as const
