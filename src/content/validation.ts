/**
 * Field validators for the content model. Each is a pure function of the value (and, for windows,
 * its sibling) so it can be unit-tested without Payload; the collections wrap them as `validate`.
 * They return `true` or the message an editor sees beside the field.
 */

import { isExternallyListed } from '../domain/event-status'
import { isTagManagerId } from '../domain/analytics-consent'

type Maybe<T> = T | null | undefined

const isBlank = (value: unknown): boolean => value === null || value === undefined || value === ''

export interface WholeNumberRule {
  min?: number
  max?: number
  required?: boolean
}

/** A whole number within bounds; used for pence, ticket counts and percentages. */
export function checkWholeNumber(value: Maybe<number | string>, rule: WholeNumberRule = {}): true | string {
  if (isBlank(value)) return rule.required ? 'This field is required.' : true
  const n = typeof value === 'number' ? value : Number(value)
  if (!Number.isFinite(n)) return 'Enter a number.'
  if (!Number.isInteger(n)) return 'Enter a whole number.'
  if (rule.min !== undefined && n < rule.min) return `Enter ${rule.min} or more.`
  if (rule.max !== undefined && n > rule.max) return `Enter ${rule.max} or less.`
  return true
}

/** Money is integer pence everywhere (ARCHITECTURE.md); never negative. */
export function checkPence(value: Maybe<number | string>, required = false): true | string {
  const result = checkWholeNumber(value, { min: 0, required })
  return result === true ? true : `${result} Prices are in pence, for example 1250 for £12.50.`
}

/** A date window: when both ends are given, the end is not before the start. */
export function checkWindowEnd(to: Maybe<string | Date>, from: Maybe<string | Date>): true | string {
  if (isBlank(to) || isBlank(from)) return true
  const end = new Date(to as string | Date).getTime()
  const start = new Date(from as string | Date).getTime()
  if (Number.isNaN(end) || Number.isNaN(start)) return 'Enter a valid date.'
  return end >= start ? true : 'The end must be the same as or after the start.'
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Lower-case words joined by hyphens: the last segment of an event's uri. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/g, '')
}

export function checkSlug(value: Maybe<string>): true | string {
  if (isBlank(value)) return 'This field is required.'
  return SLUG_PATTERN.test(value as string)
    ? true
    : 'Use lower-case letters, numbers and single hyphens only, for example "family-cooking-hitchin".'
}

/** A site path such as /step2skills: starts with one slash, no host, no query. */
export function checkSitePath(value: Maybe<string>): true | string {
  if (isBlank(value)) return 'This field is required.'
  return /^\/[^\s?#]*$/.test(value as string) ? true : 'Enter a path that starts with /, for example /step2skills.'
}

/** An absolute http(s) address, or a site path starting with /. */
export function checkLink(value: Maybe<string>, required = false): true | string {
  if (isBlank(value)) return required ? 'This field is required.' : true
  const text = value as string
  if (text.startsWith('/') && !text.startsWith('//')) return true
  try {
    const url = new URL(text)
    return url.protocol === 'https:' || url.protocol === 'http:' ? true : 'Enter an address starting with https://.'
  } catch {
    return 'Enter a full address starting with https://, or a site path starting with /.'
  }
}

/** Opening times are 24-hour HH:mm, for example 09:30. */
export function checkTimeOfDay(value: Maybe<string>): true | string {
  if (isBlank(value)) return true
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value as string) ? true : 'Enter a 24-hour time such as 09:30.'
}

/** A CSS hex colour such as #1d70b8. */
/** The tag manager's container id in Settings: empty, or GTM- and its letters and digits. */
export function checkTagManagerId(value: Maybe<string>): true | string {
  if (isBlank(value)) return true
  return isTagManagerId((value as string).trim()) ? true : 'Enter a container ID such as GTM-AB12CD3.'
}

export function checkHexColour(value: Maybe<string>): true | string {
  if (isBlank(value)) return true
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value as string) ? true : 'Enter a hex colour such as #1d70b8.'
}

/** A fraction from 0 to 1 (overlay and background opacity). */
export function checkOpacity(value: Maybe<number | string>): true | string {
  if (isBlank(value)) return true
  const n = Number(value)
  return Number.isFinite(n) && n >= 0 && n <= 1 ? true : 'Enter a number from 0 to 1, for example 0.5.'
}

/** The event fields that decide whether it needs a concession to be published. */
export interface PublishedEventShape {
  _status?: Maybe<string>
  preBookingRequired?: Maybe<boolean>
  elearning?: Maybe<boolean>
  externalListingUrl?: Maybe<string>
}

export const CONCESSION_NEEDED_TO_PUBLISH =
  'Add at least one concession (ticket type) before publishing: residents cannot book this event without one. You can save a draft without concessions.'

/**
 * A published event that is booked here needs at least one concession, or its 'Book Tickets' leads to a
 * booking page with nothing to choose (issue 9 point 8). Drafts may be saved without; events booked
 * elsewhere (an external listing), e-learning and events that need no booking are exempt. The value
 * is the rows (on save) or the row count (the admin form's state).
 */
export function checkConcessionsToPublish(concessions: unknown, event: PublishedEventShape): true | string {
  if (event._status !== 'published') return true
  if (event.preBookingRequired === false || event.elearning === true || isExternallyListed(event)) return true
  const rows = Array.isArray(concessions) ? concessions.length : typeof concessions === 'number' ? concessions : 0
  return rows > 0 ? true : CONCESSION_NEEDED_TO_PUBLISH
}
