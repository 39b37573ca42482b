import type { Metadata } from 'next'

import type { WaitingListEntry } from '@/contracts/console'
import { consoleService } from '@/booking/console/console-service.server'
import { waitingListReportRows } from '@/domain/reports'
import { bookingOutcome } from '@/loaders/site/booking-outcome'
import { queryText, type ConsolePageProps } from '@/ui/console/console-query'
import { CONSOLE_TEXTS } from '@/ui/console/console-texts'
import { CsvDownloadButton } from '@/ui/console/csv-download-button'
import { waitingListReportFileName } from '@/ui/console/report-file-names'
import { ReportHeading } from '@/ui/console/report-heading'
import { EventNotFound, ReportLinks } from '@/ui/console/report-links'
import { ReportTable } from '@/ui/console/report-table'

/** The entry's instants (ISO 8601 in the call's answer), shown as people write dates. */
const WAITING_LIST_DATE_FIELDS = ['joinedAt', 'offeredAt', 'offerExpiresAt'] satisfies Array<keyof WaitingListEntry>

export const metadata: Metadata = { title: 'Waiting list report', robots: { index: false } }

/**
 * The waiting list of one event (spec 001 section 2, "Waiting List Report page"), with the warning
 * to export it afresh before e-mailing: people can take themselves off the list at any time.
 */
export default async function WaitingListReportPage({ searchParams }: ConsolePageProps) {
  const id = queryText((await searchParams).id)
  const outcome = await bookingOutcome(() => consoleService().eventWaitingList(id))
  if (!outcome.ok) return <EventNotFound message={outcome.message} />
  const { eventData, waitingListData, unconfirmed } = outcome.value
  const rows = waitingListReportRows(waitingListData, WAITING_LIST_DATE_FIELDS)
  return (
    <>
      <ReportHeading caption={CONSOLE_TEXTS.waitingListReportCaption} title={eventData.title} dateTime={eventData.dateTime} />
      <div className="govuk-warning-text">
        <span className="govuk-warning-text__icon" aria-hidden="true">
          !
        </span>
        <strong className="govuk-warning-text__text">
          <span className="govuk-visually-hidden">Warning</span>
          {CONSOLE_TEXTS.waitingListWarning}
        </strong>
      </div>
      {unconfirmed > 0 ? <p className="govuk-body">{CONSOLE_TEXTS.unconfirmedJoins(unconfirmed)}</p> : null}
      {rows.length === 0 ? (
        <p className="govuk-body">{CONSOLE_TEXTS.noOneWaiting}</p>
      ) : (
        <>
          <ReportTable rows={rows} caption={CONSOLE_TEXTS.waitingListHeading} />
          <CsvDownloadButton rows={rows} fileName={waitingListReportFileName(eventData.title)} label={CONSOLE_TEXTS.exportCsv} />
        </>
      )}
      <ReportLinks report="waiting-list" event={eventData} />
    </>
  )
}
