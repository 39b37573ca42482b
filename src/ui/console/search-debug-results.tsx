import Link from 'next/link'

import type { FacetCount, SearchDebugResult } from '../../contracts/listing'

function FacetTable({ caption, facets }: { caption: string; facets: readonly FacetCount[] }) {
  if (facets.length === 0) return null
  return (
    <table className="govuk-table app-search-debug__facet">
      <caption className="govuk-table__caption govuk-table__caption--s">{caption}</caption>
      <thead className="govuk-table__head">
        <tr className="govuk-table__row">
          <th scope="col" className="govuk-table__header">
            {caption}
          </th>
          <th scope="col" className="govuk-table__header govuk-table__header--numeric">
            Matches
          </th>
        </tr>
      </thead>
      <tbody className="govuk-table__body">
        {facets.map((facet) => (
          <tr className="govuk-table__row" key={facet.value}>
            <th scope="row" className="govuk-table__header">
              {facet.label}
            </th>
            <td className="govuk-table__cell govuk-table__cell--numeric">{facet.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * The debug search's answer (issue 26 point 4; spec 001 section 2, "A debug search page shows facets
 * and a minilist"): how many match, per service and per facet, and the best matches one to a line.
 */
export function SearchDebugResults({ term, result }: { term: string; result: SearchDebugResult }) {
  return (
    <>
      <p className="govuk-body govuk-!-font-weight-bold" role="status">
        {result.total === 1 ? '1 result' : `${result.total} results`} for {term}
      </p>
      <h2 className="govuk-heading-m">Facets</h2>
      <div className="app-search-debug__facets">
        <FacetTable caption="Service" facets={result.services} />
        <FacetTable caption="Category" facets={result.categories} />
        <FacetTable caption="District" facets={result.districts} />
        <FacetTable caption="Age range" facets={result.ageRanges} />
      </div>
      <h2 className="govuk-heading-m">Minilist</h2>
      {result.minilist.length === 0 ? (
        <p className="govuk-body">No event matches.</p>
      ) : (
        <ol className="govuk-list govuk-list--number app-search-debug__minilist" aria-label="Best matches">
          {result.minilist.map((card) => (
            <li key={card.id}>
              <Link className="govuk-link" href={card.uri}>
                {card.title}
              </Link>
              <span className="govuk-body-s">
                {' '}
                · {card.service} · {card.sessionsText ? `${card.dateText} (${card.sessionsText})` : card.dateText}
                {card.locationTitle ? ` · ${card.locationTitle}` : ''} · {card.statusLabel ?? card.priceText}
              </span>
            </li>
          ))}
        </ol>
      )}
    </>
  )
}
