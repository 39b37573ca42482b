/** The govuk grid class that fits this many footer columns side by side from tablet width. */
export function footerColumnWidthClass(columnCount: number): string {
  if (columnCount <= 1) return 'govuk-grid-column-full'
  if (columnCount === 2) return 'govuk-grid-column-one-half'
  if (columnCount === 3) return 'govuk-grid-column-one-third'
  return 'govuk-grid-column-one-quarter'
}
