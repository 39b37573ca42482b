import type { PaginationControls } from '../../domain/listing-results'

import { ListingLink } from './listing-link'

export interface ListingPaginationProps {
  controls: PaginationControls
  /** The link to the page at a zero-based index, every other part of the state kept. */
  hrefFor: (pageIndex: number) => string
}

function ArrowPrevious() {
  return (
    <svg className="govuk-pagination__icon govuk-pagination__icon--prev" xmlns="http://www.w3.org/2000/svg" height="13" width="15" aria-hidden="true" focusable="false" viewBox="0 0 15 13">
      <path d="m6.5938-0.0078125-6.7266 6.7266 6.7441 6.4062 1.377-1.449-4.1856-3.9768h12.896v-2h-12.984l4.2931-4.293-1.414-1.414z" />
    </svg>
  )
}

function ArrowNext() {
  return (
    <svg className="govuk-pagination__icon govuk-pagination__icon--next" xmlns="http://www.w3.org/2000/svg" height="13" width="15" aria-hidden="true" focusable="false" viewBox="0 0 15 13">
      <path d="m8.107-0.0078125-1.4136 1.414 4.2926 4.293h-12.986v2h12.896l-4.1855 3.9766 1.377 1.4492 6.7441-6.4062-6.7246-6.7266z" />
    </svg>
  )
}

/**
 * Paging (spec 000 section 2): shown only with more than one page; Back and Next, disabled at the
 * ends; five page buttons around the current page, the current one marked and disabled. A disabled
 * control is a link without an address (aria-disabled), so it is announced but cannot be used.
 */
export function ListingPagination({ controls, hrefFor }: ListingPaginationProps) {
  if (!controls.visible) return null
  return (
    <nav className="govuk-pagination app-pagination" aria-label="Results pages">
      <div className="govuk-pagination__prev">
        {controls.back.disabled ? (
          <a className="govuk-pagination__link app-pagination__link--disabled" role="link" aria-disabled="true">
            <ArrowPrevious />
            <span className="govuk-pagination__link-title">Back</span>
          </a>
        ) : (
          <ListingLink className="govuk-link govuk-pagination__link" href={hrefFor(controls.back.index)} rel="prev" toResults>
            <ArrowPrevious />
            <span className="govuk-pagination__link-title">Back</span>
          </ListingLink>
        )}
      </div>
      <ul className="govuk-pagination__list">
        {controls.pages.map((page) => (
          <li key={page.index} className={`govuk-pagination__item${page.current ? ' govuk-pagination__item--current' : ''}`}>
            {page.disabled ? (
              <a className="govuk-pagination__link" role="link" aria-label={`Page ${page.label}`} aria-current="page" aria-disabled="true">
                {page.label}
              </a>
            ) : (
              <ListingLink className="govuk-link govuk-pagination__link" href={hrefFor(page.index)} aria-label={`Page ${page.label}`} toResults>
                {page.label}
              </ListingLink>
            )}
          </li>
        ))}
      </ul>
      <div className="govuk-pagination__next">
        {controls.next.disabled ? (
          <a className="govuk-pagination__link app-pagination__link--disabled" role="link" aria-disabled="true">
            <span className="govuk-pagination__link-title">Next</span>
            <ArrowNext />
          </a>
        ) : (
          <ListingLink className="govuk-link govuk-pagination__link" href={hrefFor(controls.next.index)} rel="next" toResults>
            <span className="govuk-pagination__link-title">Next</span>
            <ArrowNext />
          </ListingLink>
        )}
      </div>
    </nav>
  )
}
