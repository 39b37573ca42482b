import { formatShortDate, isoDateTime } from '@/domain/dates'

export interface ReportHeadingProps {
  /** Which report this is, above the title. */
  caption: string
  title: string
  /** The event's start, ISO 8601 UTC. */
  dateTime: string
}

/**
 * A report page's heading (spec 001 section 2: 'Heading with event title and date'): the report's
 * name as a caption, the event title as the h1, then the date as 'Tue, 5 Mar'.
 */
export function ReportHeading({ caption, title, dateTime }: ReportHeadingProps) {
  return (
    <>
      <span className="govuk-caption-l">{caption}</span>
      <h1 className="govuk-heading-xl govuk-!-margin-bottom-2">{title}</h1>
      <p className="govuk-body-l">
        <time dateTime={isoDateTime(dateTime)}>{formatShortDate(dateTime)}</time>
      </p>
    </>
  )
}
