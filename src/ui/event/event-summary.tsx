import type { ReactNode } from 'react'

import { formatLongDate, isoDateTime } from '@/domain/dates'
import { sessionCountText } from '@/domain/sessions'
import type { Media } from '@/payload-types'
import { mediaAlt, mediaUrl } from '@/domain/media'

export interface EventSummaryProps {
  tutor?: { name?: string | null; image?: number | Media | null } | null
  dateTime: string
  /** How many sessions a course has (issue 26): 'Date' is then the first's, and a row says how many. */
  sessionCount?: number
  location?: string
  duration?: string | null
  audience?: string | null
  ageRanges?: readonly string[] | null
  priceText: string
}

/**
 * The event's key facts as a govuk-summary-list (spec 000 section 2): tutor with image, date with
 * its full weekday, location, duration, audience and the lowest concession price. A row shows only
 * when it has a value; the price always has one ('Price not set' at worst).
 */
export function EventSummary({ tutor, dateTime, sessionCount = 0, location, duration, audience, ageRanges, priceText }: EventSummaryProps) {
  const tutorName = tutor?.name?.trim()
  const sessions = sessionCountText(sessionCount)
  const tutorImage = mediaUrl(tutor?.image, 'card')
  return (
    <dl className="govuk-summary-list app-event-summary">
      {tutorName ? (
        <Row label="Tutor">
          <span className="app-event-summary__tutor">
            {tutorImage ? (
              // eslint-disable-next-line @next/next/no-img-element -- see event-banner.tsx
              <img className="app-event-summary__tutor-image" src={tutorImage} alt={mediaAlt(tutor?.image)} width={48} height={48} />
            ) : null}
            <span>{tutorName}</span>
          </span>
        </Row>
      ) : null}
      <Row label="Date">
        <time dateTime={isoDateTime(dateTime)}>{formatLongDate(dateTime)}</time>
      </Row>
      {sessions ? <Row label="Sessions">{`${sessions}, listed below`}</Row> : null}
      {location ? <Row label="Location">{location}</Row> : null}
      {duration?.trim() ? <Row label="Duration">{duration.trim()}</Row> : null}
      {audience?.trim() ? <Row label="Audience">{audience.trim()}</Row> : null}
      {ageRanges && ageRanges.length > 0 ? <Row label="Ages">{ageRanges.join(', ')}</Row> : null}
      <Row label="Price">{priceText}</Row>
    </dl>
  )
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="govuk-summary-list__row">
      <dt className="govuk-summary-list__key">{label}</dt>
      <dd className="govuk-summary-list__value">{children}</dd>
    </div>
  )
}
