/**
 * Tables inside rich text are wrapped in a focusable scroll container (spec 000 section 3,
 * "Markup item ... tables are wrapped in a focusable scroll container"), so a wide table scrolls
 * on its own instead of widening the page, and a keyboard user can focus it and scroll it with the
 * arrow keys. The container is a named region (role=region + aria-label) because axe and WCAG
 * 2.1.1 want a focusable element to have a role and a name.
 *
 * Run this on HTML that has already been through sanitizeRichHtml (src/domain/rich-text.ts): there
 * every '<table' is a real tag (text is escaped) and table tags carry no attributes of their own.
 */

const TABLE_OPEN = /<table\b[^>]*>/gi
const TABLE_CLOSE = /<\/table\s*>/gi

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/**
 * Wraps every table in `<div class="app-table-scroll" role="region" aria-label="..." tabindex="0">`
 * and gives it the govuk-table class. The label names what the table is part of ('Further
 * information table'); when there are several, each gets its number.
 */
export function wrapTablesForScrolling(html: string, label: string): string {
  const count = html.match(TABLE_OPEN)?.length ?? 0
  if (count === 0) return html
  let index = 0
  return html
    .replace(TABLE_OPEN, () => {
      index += 1
      const name = count === 1 ? `${label} table` : `${label} table ${index}`
      return `<div class="app-table-scroll" role="region" aria-label="${escapeAttribute(name)}" tabindex="0"><table class="govuk-table">`
    })
    .replace(TABLE_CLOSE, '</table></div>')
}
