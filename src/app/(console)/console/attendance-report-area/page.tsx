import type { Metadata } from 'next'

import { CONSOLE_REPORTS } from '@/domain/console'
import { ReportAreaPage } from '@/ui/console/report-area-page'

export const metadata: Metadata = { title: CONSOLE_REPORTS['attendance-report'].areaTitle, robots: { index: false } }

/** The attendance reports area page (spec 001 section 2, "Area pages"). */
export default function AttendanceReportAreaPage() {
  return <ReportAreaPage report="attendance-report" />
}
