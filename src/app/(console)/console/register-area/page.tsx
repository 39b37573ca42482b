import type { Metadata } from 'next'

import { CONSOLE_REPORTS } from '@/domain/console'
import { ReportAreaPage } from '@/ui/console/report-area-page'

export const metadata: Metadata = { title: CONSOLE_REPORTS.register.areaTitle, robots: { index: false } }

/** The take event register area page (spec 001 section 2, "Area pages"). */
export default function RegisterAreaPage() {
  return <ReportAreaPage report="register" />
}
