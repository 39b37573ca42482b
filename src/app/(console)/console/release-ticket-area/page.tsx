import type { Metadata } from 'next'

import { CONSOLE_REPORTS } from '@/domain/console'
import { ReportAreaPage } from '@/ui/console/report-area-page'

export const metadata: Metadata = { title: CONSOLE_REPORTS['release-ticket'].areaTitle, robots: { index: false } }

/** The release ticket area page (spec 001 section 2, "Area pages"). */
export default function ReleaseTicketAreaPage() {
  return <ReportAreaPage report="release-ticket" />
}
