import type { ArrayField, CollectionBeforeValidateHook, NumberField, Validate } from 'payload'

import { checkSessionEnd, DEFAULT_REMINDER_DAYS, eventSpanOf, MAX_REMINDER_DAYS, MAX_SESSIONS } from '../../domain/sessions'

/** How the admin shows an event's and a session's date and time. */
export const dateTimeAdmin = { pickerAppearance: 'dayAndTime' as const, displayFormat: 'EEE d MMM yyyy, HH:mm' }

/**
 * The sessions of a course (issue 26 point 1, src/domain/sessions.ts): one row per meeting, each with
 * its start and end and, when it meets somewhere else, its own venue or room. `roomOfVenue` checks a
 * room against the row's venue, as the event's own room is checked.
 */
export function sessionsField(roomOfVenue: Validate): ArrayField {
  return {
    name: 'sessions',
    label: 'Sessions',
    type: 'array',
    maxRows: MAX_SESSIONS,
    labels: { singular: 'Session', plural: 'Sessions' },
    admin: {
      description:
        'For a course that meets more than once: one row for each meeting. When saved, the event starts when the first session starts and ends when the last one ends. Leave empty for an event that meets once.',
      initCollapsed: true,
    },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'startsAt', label: 'Starts', type: 'date', required: true, admin: { width: '50%', date: dateTimeAdmin } },
          {
            name: 'endsAt',
            label: 'Ends',
            type: 'date',
            required: true,
            admin: { width: '50%', date: dateTimeAdmin },
            validate: (value: Date | string | null | undefined, { siblingData }: { siblingData: Record<string, unknown> }) =>
              value == null ? 'This field is required.' : checkSessionEnd(value, siblingData?.startsAt as string | undefined),
          },
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'venue',
            type: 'relationship',
            relationTo: 'venues',
            admin: { width: '50%', description: 'Only when this session meets somewhere other than the event\u2019s venue.' },
          },
          { name: 'roomSpace', label: 'Room or space', type: 'text', validate: roomOfVenue, admin: { width: '50%' } },
        ],
      },
    ],
  }
}

/**
 * How many days before each session of a course its booked residents get a reminder e-mail (issue 26
 * point 1); 0 sends none. Read only for an event with sessions.
 */
export const reminderDaysField: NumberField = {
  name: 'reminderDaysBefore',
  label: 'Session reminders (days before)',
  type: 'number',
  min: 0,
  max: MAX_REMINDER_DAYS,
  defaultValue: DEFAULT_REMINDER_DAYS,
  admin: {
    step: 1,
    description: `For a course with sessions: how many days before each session the people booked get a reminder e-mail (0 to ${MAX_REMINDER_DAYS}; 0 sends none).`,
    condition: (data) => Array.isArray(data?.sessions) && data.sessions.length > 0,
  },
}

/**
 * Before an event is checked: with sessions, its start and end are the first session's start and the
 * last session's end, whatever was typed in Starts and Ends, so listings, the status rules and the
 * cancellation deadline read the course's real span.
 */
export const setDatesFromSessions: CollectionBeforeValidateHook = ({ data }) => {
  const span = eventSpanOf((data as { sessions?: Array<{ startsAt?: string; endsAt?: string }> } | undefined)?.sessions)
  return span ? { ...data, ...span } : data
}
