'use client'

import { reportCsv } from '@/domain/reports'

import { useHydrated } from '../shell/use-hydrated'

import { CONSOLE_TEXTS } from './console-texts'

export interface CsvDownloadButtonProps {
  /** The report's rows, header first, as the page's table shows them (attendeeReportRows, waitingListReportRows); reportCsv makes each cell safe. */
  rows: readonly (readonly string[])[]
  fileName: string
  label: string
}

/**
 * A report's CSV download, built in the browser (spec 001 section 8: 'The attendee CSV report is
 * built in the browser (no call)'): the rows as CSV text in a Blob, saved through a temporary
 * <a download>. It needs JavaScript, so before the page is interactive it says so instead.
 */
export function CsvDownloadButton({ rows, fileName, label }: CsvDownloadButtonProps) {
  const hydrated = useHydrated()
  if (!hydrated) return <p className="govuk-body">{CONSOLE_TEXTS.csvNeedsJavaScript}</p>
  return (
    <button type="button" className="govuk-button govuk-button--secondary" onClick={() => downloadCsv(rows, fileName)}>
      {label}
    </button>
  )
}

/** Saves the rows as a CSV file; the byte-order mark makes spreadsheets read it as UTF-8. */
function downloadCsv(rows: readonly (readonly string[])[], fileName: string): void {
  const blob = new Blob(['\ufeff', reportCsv(rows)], { type: 'text/csv;charset=utf-8' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked after the click has started the download, not before.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
