/** The props Next.js 16 gives a console page: the query, as a promise. */
export interface ConsolePageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** A query parameter as one text: the first of repeated values, '' when absent. */
export function queryText(value: string | string[] | undefined): string {
  if (Array.isArray(value)) return value[0] ?? ''
  return value ?? ''
}
