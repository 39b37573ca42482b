/** The resident's own cancellation page (issue 14 point 3). */
export const CANCELLATION_TEXTS = {
  title: 'Cancel your booking',
  intro: (tickets: number) => `You have ${tickets} ${tickets === 1 ? 'ticket' : 'tickets'} booked for this event.`,
  deadline: (date: string) => `You can cancel online until ${date}.`,
  refund: 'We will refund what you paid to the card you paid with.',
  noRefund: 'The terms of this event give no refund when you cancel.',
  button: 'Cancel my booking',
  closed: (date: string) => `This booking can no longer be cancelled online: the deadline was ${date}. Please contact us to change it.`,
  nothingBooked: 'This booking has no tickets left to cancel.',
  doneTitle: 'Your booking has been cancelled',
  done: (refund: string | null) => (refund ? `We are refunding ${refund} to the card you paid with. We have sent you an e-mail.` : 'We have sent you an e-mail to confirm it.'),
  invalidTitle: 'This link is not valid',
  backToEvent: 'Back to the event',
} as const

export type ResidentCancelState = { status: 'idle' } | { status: 'refused'; message: string } | { status: 'cancelled'; refundPence: number }
