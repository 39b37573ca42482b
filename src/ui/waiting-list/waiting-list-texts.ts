import type { FieldErrors } from '@/domain/validation/field-errors'

/**
 * The words of the waiting-list pages (spec 001 section 2, "Waiting List Management page"; issue 13
 * points 2 and 3). The heading, the label, the button and 'No results found' are the spec's; the
 * rest is ours, because the spec's page showed the entries of any address typed and ours e-mails a
 * link instead (docs/decisions/0028).
 */
export const WAITING_LIST_TEXTS = {
  heading: 'Waitlist Management',
  prompt: 'Enter your email address to manage your waiting lists. We will email you a link to see the events you are waiting for and leave them.',
  emailLabel: 'Email address (required)',
  searchButton: 'Search Email',
  searching: 'Loading…',
  /** The same words whether or not the address is on a list, so the page never tells. */
  linkSent: (email: string, hours: number) =>
    `If ${email} is on any waiting lists, we have sent it an email with a link to manage them. The link works for ${hours === 1 ? '1 hour' : `${hours} hours`}. We send an address at most one email an hour: if we wrote to it in the last hour, use the link in that email.`,
  entriesIntro: 'These are the events you are on the waiting list for. Remove one to leave its list: you will not be offered a place for it.',
  entriesCaption: 'Events you are waiting for',
  eventColumn: 'Event',
  dateColumn: 'Date',
  actionColumn: 'Action',
  /** Spec 001 section 8: "Waiting-list table empty". */
  noResults: 'No results found',
  removeButton: 'Remove',
  removeButtonHidden: (eventTitle: string) => ` from the waiting list for ${eventTitle}`,
  removed: (eventTitle: string) => `You have left the waiting list for ${eventTitle}.`,
  newLinkHeading: 'Get a new link',

  offerTitle: 'Waiting list offer',
  offerHeading: 'A place has come up',
  offerHeld: (places: number, until: string) => `We are holding ${places === 1 ? 'a place' : `${places} places`} for you until ${until}.`,
  offerHowTo: 'Book it before then and it is yours. If you do not, it is offered to the next person on the waiting list.',
  bookButton: 'Book your place',
  continueButton: 'Continue to checkout',
  inCheckout: 'You have started booking this place. Continue to checkout to finish.',
  bookedHeading: 'You have booked this place',
  booked: 'You have booked this place.',
  endedHeading: 'This offer has ended',
  ended:
    'This offer has ended: it was not booked in time, it was booked or you left the waiting list. Places we hold for the waiting list go to the next person on it.',
  unknownOffer: 'We could not find this offer. Places we hold for the waiting list go to the next person on it once an offer ends.',
  eventLink: (eventTitle: string) => `Go to ${eventTitle}`,

  // Confirming a join from its e-mailed link (issue 23 point 5, decision 0028).
  confirmTitle: 'Confirm your place on the waiting list',
  confirmPending: (eventTitle: string) =>
    `Confirm that you want a place on the waiting list for ${eventTitle}. Until you do, you are not on the list and will not be offered a place.`,
  confirmButton: 'Confirm my place',
  confirmedHeading: 'You are on the waiting list',
  confirmed: (eventTitle: string) => `You have confirmed your place on the waiting list for ${eventTitle}. We will e-mail you if a place becomes available.`,
  alreadyConfirmedHeading: 'You are already on the waiting list',
  alreadyConfirmed: (eventTitle: string) => `Your place on the waiting list for ${eventTitle} was confirmed before. There is nothing more to do.`,
  confirmUnknownHeading: 'This link has expired or is not valid',
  confirmUnknown: (hours: number) =>
    `A link to confirm a place on a waiting list works once, for ${hours} hours. To join the list, fill in the waiting-list form on the event's page again and follow the link in the new email.`,
  manageLink: 'Manage your waiting lists',
  eventsLink: 'Find events',
} as const

/** The search form's state between the browser and the server action. */
export interface WaitingListSearchState {
  status: 'editing' | 'invalid' | 'sent' | 'refused'
  email: string
  fieldErrors: FieldErrors
  /** 'sent': how long the link works, in hours. */
  linkHours?: number
  /** 'refused': the service's words (too many requests). */
  message?: string
}

export const INITIAL_SEARCH_STATE: WaitingListSearchState = { status: 'editing', email: '', fieldErrors: {} }

/** A removal's answer: the entry left, or why not. */
export type WaitingListRemoveState = { status: 'idle' } | { status: 'removed'; eventTitle: string } | { status: 'refused'; message: string }

export const INITIAL_REMOVE_STATE: WaitingListRemoveState = { status: 'idle' }

/** Confirming a join: its outcome, shown in place of the button. */
export type ConfirmJoinState =
  | { status: 'idle' }
  | { status: 'confirmed'; eventTitle: string; eventUri: string; manageToken: string }
  | { status: 'alreadyConfirmed'; eventTitle: string; eventUri: string }
  | { status: 'unknown' }

export const INITIAL_CONFIRM_JOIN_STATE: ConfirmJoinState = { status: 'idle' }

/** Accepting an offer answers only when it cannot go on to checkout (it redirects otherwise). */
export type OfferAcceptState = { status: 'idle' } | { status: 'ended'; message: string }

export const INITIAL_OFFER_ACCEPT_STATE: OfferAcceptState = { status: 'idle' }

/** A waiting-list entry as the management table shows it (dates as ISO text, for the client). */
export interface WaitingListEntryRow {
  id: string
  eventTitle: string
  /** ISO, for <time dateTime>. */
  eventDateTime: string
  /** As the site shows a date (formatLongDate), made on the server. */
  eventDate: string
  eventUri: string
}
