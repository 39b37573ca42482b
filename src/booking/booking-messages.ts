/**
 * The one catalogue of what booking errors say (STYLE.md "Errors"): every typed error (the shared ones
 * in src/booking/errors.ts, each capability's in its own errors.ts) takes its message from here. The
 * HTTP status is chosen at the edge by class (src/api/http-status.ts), never by the text.
 */
export const BOOKING_MESSAGES = {
  invalidRequest: (detail: string) =>
    `We could not read your ticket choice (${detail}). Go back to the event and choose your tickets again.`,
  nothingChosen: 'Choose at least one ticket before checking out.',
  eventNotFound: 'We could not find this event. It may have been removed; go back to the events list.',
  eventNotOnSale: 'Tickets for this event are not on sale at the moment.',
  soldOut: 'Sorry, this event is sold out.',
  notEnoughTickets: (left: number) =>
    left === 1
      ? 'Sorry, there is only 1 ticket left for this event. Choose fewer tickets and try again.'
      : `Sorry, there are only ${left} tickets left for this event. Choose fewer tickets and try again.`,
  concessionNotFound: 'One of the ticket types you chose is no longer on sale. Go back to the event and choose again.',
  concessionSoldOut: (title: string) => `Sorry, ${title} tickets are sold out. Choose another ticket type.`,
  concessionNotEnough: (title: string, left: number) =>
    `Sorry, there ${left === 1 ? 'is' : 'are'} only ${left} ${title} left. Choose fewer and try again.`,
  concessionMaximum: (title: string, max: number) => `You can book at most ${max} ${title} in one booking.`,
  basketLimit: (limit: number) => `You can book at most ${limit} tickets in one booking.`,
  basketNotFound: 'We could not find your basket. It may have expired; go back to the event and check out again.',
  basketOrdered: 'An order has already been placed for this basket, so it can no longer be changed.',
  // Time to finish (docs/decisions/0022): why a hold could not be extended.
  holdExtensionLimit: 'Your tickets have already been held for as long as we can hold them, so the time cannot be extended again.',
  holdExpired: 'Your time to finish has ended and your tickets have been released. Go back to the event and choose your tickets again.',
  confirmedBookingNotFound: 'We could not find a confirmed booking for this basket.',
  // What the booking API's edge says about a request it could not route or read (src/api/error-answer.ts).
  notJson: 'the request body is not JSON',
  emptyBody: 'the request body is empty',
  tooLarge: 'the request body is too large',
  notJsonMediaType: 'the request body must be sent as application/json',
  unreadable: 'the request could not be read',
  tooManyBaskets:
    'You have started too many bookings in a short time. Please wait a few minutes, then choose your tickets again. Tickets you already hold stay reserved for 30 minutes.',
  tooManyOpenBaskets:
    'You already have as many bookings in progress as we allow at once. Finish or remove one, or wait for its 30 minutes to end, then try again.',
  crossSite:
    'This booking request came from another website, so we did not act on it. Go to the event on our website and book there.',
  noSuchPath: 'There is no such booking API address. Check the address against docs/api/openapi.json.',
  // Checkout (issue 11, decision 0020). The first is spec 000 section 8's text, verbatim.
  basketNoLongerValid: 'Basket is no longer valid, please checkout again',
  checkoutInvalid: 'There is a problem with your booking details. Check the highlighted answers and try again.',
  ticketsMismatch: 'The tickets in your booking details do not match the tickets in your basket. Go back to the checkout and try again.',
  orderConfirmed: 'This booking has already been confirmed.',
  staffSignInRequired: 'Sign in as a member of staff to bypass payment.',
  staffOnly: 'Only staff who take bookings may bypass payment.',
  // The staff console (issue 12, decision 0025).
  consoleSignInRequired: 'Sign in to the staff console to use this call.',
  consoleStaffOnly: 'The staff console is for staff who handle bookings. Ask an administrator if you need it.',
  consoleEventNotFound: 'There is no event with this id.',
  ticketNotFound: 'There is no ticket with this ticket ID.',
  ticketNotReleasable: 'Only a booked ticket can be released.',
  ticketNotBooked: 'Only a booked ticket can be marked present or absent.',
  consoleAreaUnknown: 'There is no console area of that name.',
  // Courses with sessions (issue 26, decision 0043).
  sessionRequired: 'This event has sessions. Choose the session whose register you are taking.',
  sessionUnknown: 'There is no session with this id on this event. Choose one of its sessions.',
  // Door codes and check-in (issue 26 point 2, decision 0044).
  ticketCodeForged: 'This code is not one of our tickets. Check the booking reference instead.',
  checkInTicketOrCode: 'Give either the code read from the ticket or the ticket ID.',
  checkInOtherEvent: (title: string) => `This ticket is for another event: ${title}.`,
  checkInCancelled: 'This ticket has been cancelled, so it does not let its holder in.',
  checkInNotBooked: 'This ticket was never booked: its checkout was not completed.',
  // Waiting lists (issue 13).
  waitingListHasTickets: 'This event still has tickets. Book them instead of joining the waiting list.',
  waitingListPast: 'This event has already taken place, so it has no waiting list.',
  waitingListLinkInvalid: 'This link has expired or is not valid. Enter your email on the Waitlist Management page to get a new one.',
  waitingListEntryNotFound: 'There is no waiting-list entry with this id for your email address.',
  tooManyWaitingListRequests: 'There have been too many requests from your connection. Please wait a few minutes and try again.',
  // Private assets (issue 13 point 4, decision 0026): the same words whichever detail was wrong.
  privateAssetsNoBooking:
    'We could not find a booking for this event with that email and booking reference. Check both against your booking confirmation e-mail.',
  nulCharacter: 'The request contains a NUL character, which no field can hold. Remove it and try again.',
  privateAssetsBookingCancelled: 'This booking has been cancelled, so it no longer gives access to the private resources for this event.',
  tooManyPrivateAssetsAttempts: (wait: string) =>
    `Too many attempts with an email and booking reference that do not match a booking for this event. Wait ${wait}, then try again.`,
  tooManyPrivateAssetsCalls: (wait: string) => `Too many requests for private resources from your connection. Wait ${wait}, then try again.`,
  tooManyPaymentAttempts: 'You have tried to pay for this booking too many times. Please contact us to complete it.',
  residentCancellationClosed: 'This booking can no longer be cancelled online because the deadline has passed. Please contact us to change it.',
  cancellationLinkInvalid: 'This cancellation link is not valid. Use the link in your booking confirmation e-mail.',
  bookingNotCancellable: 'Only a confirmed booking with booked tickets can be cancelled.',
  webhookSignature: 'The webhook signature does not match its body.',
  paymentUnavailable: 'We could not reach the payment service, so nothing has been taken. Please try again in a few minutes.',
  fault: (reference: string) =>
    `Something went wrong on our side and nothing was booked. Please try again; if it keeps happening, contact us quoting reference ${reference}.`,
} as const
