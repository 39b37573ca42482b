/**
 * The staff console pages' words (spec 001 section 2), in one place so the pages, the client
 * components and the tests read the same text. Quoted spec texts are used verbatim; the rest are ours.
 */
export const CONSOLE_TEXTS = {
  backToConsoleHome: 'Back to console home',
  loadingEvents: 'Loading events...',
  searching: 'Searching...',

  // List pages (spec 001 section 2, "List pages").
  upcomingEvents: 'Upcoming events',
  pastEvents: 'Past events',
  noEventsInArea: (areaLabel: string) => `There are no events in ${areaLabel}.`,
  noUpcomingEvents: 'There are no upcoming events in this area.',
  noPastEvents: 'There are no past events in this area.',
  eventColumn: 'Event',
  dateColumn: 'Date',
  ticketsColumn: 'Tickets sold',
  actionColumn: 'Action',
  ticketsSoldOf: (sold: number, capacity: number) => `${sold} of ${capacity}`,
  unknownAreaTitle: 'There is no such area',
  unknownArea: 'The address does not name one of the console areas. Choose an area from the list.',
  chooseArea: 'Choose an area',

  // A report page whose id names no event.
  eventNotFoundTitle: 'Event not found',
  formUnreadable: 'We could not read that request. Reload the page and try again.',
  searchForEvent: 'Search for an event',
  backToList: (listTitle: string, areaLabel: string) => `Back to ${listTitle}: ${areaLabel}`,

  // Attendance report (spec 001 section 2, "Attendance report page").
  attendanceReportCaption: 'Attendance report',
  attendeesHeading: 'Attendees',
  sessionAttendanceHeading: 'Attendance per session',
  noBookings: 'This event currently has no bookings.',
  downloadCsv: 'Download CSV',
  csvNeedsJavaScript: 'Downloading the CSV file needs JavaScript. The table above holds the same rows.',
  bookingsPerDayHeading: 'Bookings per day',
  bookingsPerDayCaption: 'Bookings per day',
  noConfirmedBookings: 'No bookings have been confirmed for this event yet.',
  dayColumn: 'Day',
  bookingsColumn: 'Bookings',
  ticketsCountColumn: 'Tickets',

  // Register (spec 001 section 2, "Register page").
  registerHeading: (title: string, date: string) => `Event Register: ${title} - ${date}`,
  registerCaption: 'Register',
  // A course's register is taken per session (issue 26, decision 0043).
  sessionChooserLabel: 'Session',
  sessionChooserHint: "Today's session is chosen when there is one; otherwise the next, or the last once the course is over.",
  showRegister: 'Show register',
  // Check-in at the door (issue 26 point 2, decision 0044).
  checkInHeading: (title: string, date: string) => `Check in: ${title} - ${date}`,
  checkInSession: (label: string) => `Checking in for ${label}`,
  showCheckIn: 'Check in for this session',
  checkInLink: 'Check tickets in at the door',
  checkInNeedsJavaScript: 'Checking tickets in by their codes needs JavaScript. Without it, mark people present on the register.',
  registerLink: 'Take the register instead',
  registerSession: (label: string) => `Register for ${label}`,
  present: 'Present',
  absent: 'Absent',
  attendanceTotals: (present: number, booked: number) => `Present: ${present} of ${booked} booked`,
  nameColumn: 'Name',
  ticketTypeColumn: 'Ticket type',
  ticketIdColumn: 'Ticket ID',
  attendanceColumn: 'Attendance',
  attendanceNotSaved: (name: string, attended: boolean) => `We could not save ${name} as ${attended ? 'present' : 'absent'}. Try again.`,

  // Release ticket (spec 001 section 2, "Release Ticket page").
  releaseTicketHeading: (title: string, date: string) => `Release Ticket: ${title} - ${date}`,
  releaseTicketButton: 'Release Ticket',
  bookedTicketsCaption: 'Booked tickets',
  releaseDialogHeading: 'Release this ticket?',
  releaseWarning: 'Once you release this ticket there is no way to revert this action.',
  releaseTicketOf: (name: string, ticketId: string) => `${name}, ticket ID ${ticketId}`,
  close: 'Close',
  cancel: 'Cancel',
  ticketReleased: (name: string) => `The ticket of ${name} has been released.`,
  ticketNotReleased: (name: string) => `We could not release the ticket of ${name}. Try again.`,
  noBookedTickets: 'This event has no booked tickets.',
  firstNameColumn: 'First name',
  lastNameColumn: 'Last name',
  emailColumn: 'Email',

  // Waiting list report (spec 001 section 2, "Waiting List Report page").
  waitingListReportCaption: 'Waiting list report',
  waitingListHeading: 'People on the waiting list',
  unconfirmedJoins: (count: number) =>
    `${count === 1 ? '1 more person has' : `${count} more people have`} asked to join but not yet confirmed their e-mail address. They are not on the list, and are offered nothing, until they do.`,
  waitingListWarning:
    'Export a fresh waiting list report before you send e-mails to the people on it. People can remove themselves from the waiting list at any time, so an older export may include people who have left.',
  exportCsv: 'Export CSV',
  noOneWaiting: 'This event currently has no one on the waiting list.',

  // Event search (spec 001 section 2, "Event search (console)").
  eventSearchTitle: 'Event Search',
  searchWordsLabel: 'Search words',
  searchWordsHint: 'Words from the event title',
  searchEventsButton: 'Search Events',
  resultsHeading: 'Results',
  eventTitleColumn: 'Event Title',
  eventDateColumn: 'Event Date',
  eventTypeColumn: 'Event Type',
  reportsColumn: 'Reports',
  attendanceReportLink: 'Attendance Report',
  waitingListLink: 'Waiting List',
  eventRegisterLink: 'Event Register',
  noResults: 'No results found',

  // Find a booking (beyond the spec).
  findBookingTitle: 'Find a booking',
  // Cancelling tickets of a booking (issue 14 point 3).
  cancelHeading: 'Cancel tickets',
  cancelTicketsLegend: 'Tickets to cancel',
  cancelRefundLabel: 'Refund the cancelled tickets to the card that paid',
  cancelButton: 'Cancel tickets',
  cancelConfirmButton: 'Confirm cancellation',
  cancelConfirmText: (tickets: number, refund: boolean) =>
    `${tickets} ${tickets === 1 ? 'ticket' : 'tickets'} will be cancelled${refund ? ' and refunded' : ' without a refund'}, and the booker e-mailed. This cannot be undone.`,
  cancelChooseTickets: 'Choose at least one ticket to cancel.',
  cancelNothingBooked: 'This booking has no booked tickets to cancel.',
  cancelDoneTitle: 'Cancelled',
  cancelDone: (tickets: number, refund: string | null, state: 'pending' | 'submitted' | 'succeeded' | 'failed' | null) =>
    `${tickets} ${tickets === 1 ? 'ticket' : 'tickets'} cancelled. ` +
    (refund === null
      ? 'No refund.'
      : state === 'succeeded'
        ? `${refund} refunded.`
        : state === 'submitted'
          ? `A refund of ${refund} has been sent; the card payment provider is finishing it.`
          : `A refund of ${refund} is recorded and will be tried again.`),
  findBookingQueryLabel: 'Booking reference or e-mail address',
  findBookingQueryHint: 'The booking reference from the confirmation e-mail, or the e-mail address the booking was made with',
  findBookingButton: 'Find booking',
  findBookingQueryRequired: 'Enter a booking reference or e-mail address',
  noBookingsFound: 'No bookings found',
  bookingHeading: (reference: string) => `Booking ${reference}`,
  bookingAnswersHeading: 'Booking answers',
  noBookingAnswers: 'No answers were given for the booking.',
  ticketsHeading: 'Tickets',
  noTickets: 'This booking has no tickets.',
  paymentsHeading: 'Payments',
  noPayments: 'This booking has no payments.',
  refundsHeading: 'Refunds',
  allTicketsCancelled: (state: string) => `${state}: every ticket cancelled`,
  refundStates: { pending: 'Owed: being tried again', submitted: 'Sent: the provider is finishing it', succeeded: 'Refunded', failed: 'Not made: refund by hand' },
  refundByResident: 'The resident (cancellation link)',
  bookingLabels: {
    reference: 'Reference',
    state: 'State',
    event: 'Event',
    purchaser: 'Purchaser',
    email: 'E-mail',
    phone: 'Phone',
    total: 'Total',
    confirmedAt: 'Confirmed at',
    bypassedBy: 'Bypassed by',
  },
  notConfirmed: 'Not confirmed',
  notBypassed: 'Not bypassed',
  ticketColumns: ['Holder', 'Ticket type', 'Ticket ID', 'State', 'Attended', 'Requirements', 'Answers'],
  paymentColumns: ['State', 'Amount', 'Transaction reference', 'Provider reference', 'Description', 'Created'],
  refundColumns: ['State', 'Amount', 'Asked by', 'Asked at', 'Settled at', 'Provider reference', 'Last problem'],
  yes: 'Yes',
  no: 'No',
} as const

/** The page title's prefix while a form shows errors (STYLE.md, "Errors"). */
export const ERROR_TITLE_PREFIX = 'Error: '
