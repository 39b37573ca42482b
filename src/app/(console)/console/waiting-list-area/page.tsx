import type { Metadata } from 'next'

import { CONSOLE_REPORTS } from '@/domain/console'
import { ReportAreaPage } from '@/ui/console/report-area-page'

export const metadata: Metadata = { title: CONSOLE_REPORTS['waiting-list'].areaTitle, robots: { index: false } }

/** The waiting list reports area page (spec 001 section 2, "Area pages"). */
export default function WaitingListAreaPage() {
  return <ReportAreaPage report="waiting-list" />
}
