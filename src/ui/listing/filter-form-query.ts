/**
 * The query string of a listing's filter form when JavaScript submits it: the same fields the
 * browser would send, with empty fields left out and a repeated field (ticked checkboxes) joined
 * with ',' as the listing's links write it. The distance only means something with a postcode,
 * so it is left out without one. The server reads this exactly as the plain GET form
 * (readListingFilterForm), and redirects a date-input submission to its link form.
 *
 * Kept apart from src/domain/validation so the browser does not load zod.
 */
export function filterFormQuery(entries: Iterable<readonly [string, FormDataEntryValue]>): string {
  const values = new Map<string, string[]>()
  for (const [name, value] of entries) {
    if (typeof value !== 'string') continue
    const text = value.trim()
    if (text === '') continue
    values.set(name, [...(values.get(name) ?? []), text])
  }
  if (!values.has('postcode')) values.delete('distance')
  const params = new URLSearchParams()
  for (const [name, list] of values) params.set(name, list.join(','))
  return params.toString()
}

/** The listing path with the form's query, or the bare path when every field is empty. */
export function filterFormHref(action: string, entries: Iterable<readonly [string, FormDataEntryValue]>): string {
  const query = filterFormQuery(entries)
  return query ? `${action}?${query}` : action
}
