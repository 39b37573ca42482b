import { trimBreadcrumbs } from './breadcrumb-trail'
import { NavLink } from './nav-link'
import type { BreadcrumbItem } from './types'

export interface BreadcrumbsProps {
  /** The page's ancestors, home first; only the first four are shown. */
  items: readonly BreadcrumbItem[]
}

/**
 * The breadcrumb trail (spec 000 section 2): at most the first 4 ancestors, hidden below tablet
 * width by CSS (.app-breadcrumbs). Renders nothing when there are no ancestors.
 */
export function Breadcrumbs({ items }: BreadcrumbsProps) {
  const trail = trimBreadcrumbs(items)
  if (trail.length === 0) return null
  return (
    <nav className="govuk-breadcrumbs app-breadcrumbs" aria-label="Breadcrumb">
      <ol className="govuk-breadcrumbs__list">
        {trail.map((item, index) => (
          <li key={`${index}-${item.url}`} className="govuk-breadcrumbs__list-item">
            <NavLink href={item.url} className="govuk-breadcrumbs__link">
              {item.title}
            </NavLink>
          </li>
        ))}
      </ol>
    </nav>
  )
}
