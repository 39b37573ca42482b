import type { ReactNode } from 'react'

/** A column heading; numeric columns are right-aligned as GOV.UK tables align numbers. */
export type ScrollTableColumn = string | { text: string; numeric: true }

export interface ScrollTableProps {
  /** The caption, and the scroll region's name ('{label}, scrollable'). */
  label: string
  columns: readonly ScrollTableColumn[]
  /** How the caption shows: a medium or small heading, or only to screen readers (the page's heading names the table). */
  caption?: 'm' | 's' | 'hidden'
  /** The body's rows. */
  children: ReactNode
}

const CAPTION_CLASS = { m: 'govuk-table__caption govuk-table__caption--m', s: 'govuk-table__caption govuk-table__caption--s', hidden: 'govuk-visually-hidden' } as const

/**
 * A GOV.UK table in a focusable scroll region (console tables can be wider than a phone), with its
 * caption and one header row: every console table and the outbox's.
 */
export function ScrollTable({ label, columns, caption = 'm', children }: ScrollTableProps) {
  return (
    <div className="app-table-scroll" tabIndex={0} role="region" aria-label={`${label}, scrollable`}>
      <table className="govuk-table">
        <caption className={CAPTION_CLASS[caption]}>{label}</caption>
        <thead className="govuk-table__head">
          <tr className="govuk-table__row">
            {columns.map((column, index) => {
              const numeric = typeof column !== 'string'
              return (
                <th scope="col" className={`govuk-table__header${numeric ? ' govuk-table__header--numeric' : ''}`} key={index}>
                  {numeric ? column.text : column}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody className="govuk-table__body">{children}</tbody>
      </table>
    </div>
  )
}
