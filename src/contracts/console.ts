import { z } from 'zod'

/**
 * The staff console's calls (spec 001 section 7; decision 0025): their answers as the booking API's
 * edge sends them and the console pages read them. Field names are the spec's where it names them
 * (eventData, attendanceData, waitingListData, ticketID, checkoutQuestions, eventTitle ...); the
 * rest are ours. Event ids are the booking module's integer ids, sent as text (the spec's "guid").
 */

/** One event of an area (GET /console/listevents/{area}). */
export const consoleEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** ISO 8601 UTC. */
  dateTime: z.string(),
  contentType: z.string(),
  uri: z.string(),
  ticketsSold: z.number().int(),
  capacity: z.number().int(),
})

/** eventData (spec 001 section 3). */
export const consoleEventDataSchema = z.object({
  id: z.string(),
  title: z.string(),
  dateTime: z.string(),
  contentType: z.string(),
  uri: z.string(),
  slug: z.string(),
})

/**
 * An attendee (spec 001 section 3: firstName, lastName, email, ticketID; reports add
 * checkoutQuestions and attended). One per sold ticket; a released ticket is not an attendee.
 */
export const attendeeSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  ticketID: z.string(),
  bookingReference: z.string(),
  ticketType: z.string(),
  specialRequirements: z.string(),
  /** Marked present on the register shown: the event's one occasion, or the session asked for (sessionId). */
  attended: z.boolean(),
  /** Ours (decision 0043): the ids of the course's sessions the holder was marked present at; [] for an event without sessions. */
  attendedSessions: z.array(z.string()),
  /**
   * The checkout answers as JSON text, keyed by the question's text (a column of the report): the
   * booking's questions (the same on every ticket of a booking) and the ticket's own, each kept;
   * '' for a question not answered; '{}' for an event without questions.
   */
  checkoutQuestions: z.string(),
})

/** A session of a course (decision 0043), in the order they meet; times ISO 8601 UTC; place when not the event's own. */
export const consoleSessionSchema = z.object({ id: z.string(), startsAt: z.string(), endsAt: z.string(), place: z.string().nullable() })

/** GET /console/event/getattendees?guid=&session= */
export const attendeesResponseSchema = z.object({
  eventData: consoleEventDataSchema,
  /** Ours: a course's sessions; [] for an event without sessions. */
  sessions: z.array(consoleSessionSchema),
  /** Ours: the session whose register `attended` shows (the one asked for, or today's by default); null without sessions. */
  sessionId: z.string().nullable(),
  /** Ours: the keys of checkoutQuestions in the order the report shows them (the booking's questions, the ticket's, then any no longer asked). */
  checkoutQuestionColumns: z.array(z.string()),
  attendanceData: z.array(attendeeSchema),
})

/** POST /console/event/updateattdence?guid={ticketId}&value=&session= (the spec does not read the answer; session is ours, for a course). */
export const attendanceUpdateSchema = z.object({ ticketID: z.string(), attended: z.boolean(), sessionId: z.string().nullable() })

/** POST /console/ticket/release?ticketID= : released now, or released before (nothing more returned). */
export const releaseResponseSchema = z.object({ ticketID: z.string(), released: z.literal(true), alreadyReleased: z.boolean() })

/** One waiting-list entry as the report shows it (headers come from these names). */
export const waitingListEntrySchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** ISO 8601 UTC. */
  joinedAt: z.string(),
  /** Ours (issue 13 point 3): the entry's offer of returned places: '' (none yet), offered, accepted (in checkout), booked, lapsed. */
  offerStatus: z.string(),
  /** ISO 8601 UTC, or '' without an offer. */
  offeredAt: z.string(),
  /** When the offer's hold ends or ended: ISO 8601 UTC, or ''. */
  offerExpiresAt: z.string(),
})

/** GET /console/event/waitlist?guid= */
export const waitingListResponseSchema = z.object({
  eventData: consoleEventDataSchema,
  waitingListData: z.array(waitingListEntrySchema),
  /** Ours (issue 23 point 5): joins whose address has not confirmed them yet; they are not in waitingListData and get no offer. */
  unconfirmed: z.number().int().min(0),
})

/** One result of POST /console/event/search?searchWords= (spec 001 section 3). */
export const consoleSearchResultSchema = z.object({
  eventId: z.string(),
  eventTitle: z.string(),
  /** ISO 8601 UTC. */
  eventDate: z.string(),
  eventCategory: z.string(),
})

/** Beyond the spec: a booking found by reference or e-mail, with its tickets, answers, payments and refunds. */
export const consoleBookingSchema = z.object({
  /** The short reference residents read out (decision 0031); the basket id for an order never confirmed. */
  bookingReference: z.string(),
  /** The order's long id, which the cancel call names. */
  basketId: z.string(),
  state: z.string(),
  eventData: consoleEventDataSchema,
  purchaser: z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), telephoneNumber: z.string() }),
  bookingAnswers: z.record(z.string(), z.unknown()),
  totalPence: z.number().int(),
  /** ISO 8601 UTC, or null for an order not confirmed. */
  confirmedAt: z.string().nullable(),
  bypassedBy: z.string().nullable(),
  tickets: z.array(
    z.object({
      ticketID: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      ticketType: z.string(),
      state: z.string(),
      attended: z.boolean(),
      specialRequirements: z.string(),
      answers: z.record(z.string(), z.unknown()),
    }),
  ),
  payments: z.array(
    z.object({
      state: z.string(),
      amountPence: z.number().int(),
      transactionReference: z.string(),
      providerReference: z.string().nullable(),
      providerDescription: z.string().nullable(),
      /** ISO 8601 UTC. */
      createdAt: z.string(),
    }),
  ),
  /** The refunds of cancelled tickets (issue 14): owed, made, or given up, with who asked. */
  refunds: z.array(
    z.object({
      state: z.enum(['pending', 'succeeded', 'failed']),
      amountPence: z.number().int(),
      /** 'staff' or 'resident'. */
      reason: z.string(),
      /** A member of staff's e-mail, or 'resident'. */
      requestedBy: z.string(),
      providerReference: z.string().nullable(),
      /** What the provider or the job last said of a refund not made. */
      lastError: z.string().nullable(),
      /** ISO 8601 UTC. */
      requestedAt: z.string(),
      /** ISO 8601 UTC, or null while it is owed. */
      settledAt: z.string().nullable(),
    }),
  ),
})

/** Beyond the spec: confirmed bookings and tickets per London calendar day, for the chart. */
export const bookingsPerDaySchema = z.object({
  eventData: consoleEventDataSchema,
  days: z.array(z.object({ day: z.string(), bookings: z.number().int(), tickets: z.number().int() })),
})

export type ConsoleEvent = z.infer<typeof consoleEventSchema>
export type ConsoleEventData = z.infer<typeof consoleEventDataSchema>
export type Attendee = z.infer<typeof attendeeSchema>
export type AttendeesResponse = z.infer<typeof attendeesResponseSchema>
export type AttendanceUpdate = z.infer<typeof attendanceUpdateSchema>
export type ConsoleSession = z.infer<typeof consoleSessionSchema>

/** POST /console/check-in (ours, decision 0044): a ticket checked in at the door, or already checked in before. */
export const checkInResponseSchema = z.object({
  outcome: z.enum(['checked-in', 'already-checked-in']),
  ticketID: z.string(),
  holderName: z.string(),
  ticketType: z.string(),
  /** The register it was marked on: the session of a course, or null for the event's one occasion. */
  sessionId: z.string().nullable(),
  /** When and by whom it was first marked present (ISO 8601 UTC), for 'already-checked-in'. */
  checkedInAt: z.string().nullable(),
  checkedInBy: z.string().nullable(),
})
export type CheckInResponse = z.infer<typeof checkInResponseSchema>
export type ReleaseResponse = z.infer<typeof releaseResponseSchema>
export type WaitingListEntry = z.infer<typeof waitingListEntrySchema>
export type WaitingListResponse = z.infer<typeof waitingListResponseSchema>
export type ConsoleSearchResult = z.infer<typeof consoleSearchResultSchema>
export type ConsoleBooking = z.infer<typeof consoleBookingSchema>
export type BookingsPerDay = z.infer<typeof bookingsPerDaySchema>

/** POST /console/bookings/cancel (issue 14): what was cancelled and the refund as recorded. */
export const cancellationResponseSchema = z.object({
  cancelled: z.array(z.string()),
  ticketsLeft: z.number().int(),
  /** submitted: the provider accepted the refund and is finishing it; pending: owed, tried again; failed: left for staff. */
  refund: z.object({ id: z.string(), amountPence: z.number().int(), state: z.enum(['pending', 'submitted', 'succeeded', 'failed']) }).nullable(),
})
export type CancellationResponse = z.infer<typeof cancellationResponseSchema>
