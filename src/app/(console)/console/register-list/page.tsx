import type { Metadata } from 'next'

import { CONSOLE_REPORTS } from '@/domain/console'
import { queryText, type ConsolePageProps } from '@/ui/console/console-query'

import { ReportListPage } from '../_components/report-list-page'

export const metadata: Metadata = { title: CONSOLE_REPORTS.register.listTitle, robots: { index: false } }

/** Event Register (spec 001 section 2, "List pages"): the events of the area in the query. */
export default async function RegisterListPage({ searchParams }: ConsolePageProps) {
  const { area } = await searchParams
  return <ReportListPage report="register" area={queryText(area)} now={new Date()} />
}
