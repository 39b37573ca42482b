import type { Metadata } from 'next'

import { CONSOLE_REPORTS } from '@/domain/console'
import { queryText, type ConsolePageProps } from '@/ui/console/console-query'

import { ReportListPage } from '../_components/report-list-page'

export const metadata: Metadata = { title: CONSOLE_REPORTS['waiting-list'].listTitle, robots: { index: false } }

/** Waiting List Reports (spec 001 section 2, "List pages"): the events of the area in the query. */
export default async function WaitingListListPage({ searchParams }: ConsolePageProps) {
  const { area } = await searchParams
  return <ReportListPage report="waiting-list" area={queryText(area)} now={new Date()} />
}
