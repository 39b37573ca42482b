import type { Metadata } from 'next'

// Server-render only (spec 000 section 2): no client component, no cache, read at request time.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Version information', robots: { index: false } }

export default function ZenInfoPage() {
  const rows: Array<[string, string]> = [
    ['Version', process.env.APP_VERSION ?? 'unknown'],
    ['Commit', process.env.APP_COMMIT ?? 'unknown'],
    ['Build time', process.env.APP_BUILD_TIME ?? 'unknown'],
    ['Node.js', process.version],
  ]
  return (
    <div className="govuk-width-container">
      <h1 className="govuk-heading-l">Version information</h1>
      <dl className="govuk-summary-list">
        {rows.map(([key, value]) => (
          <div className="govuk-summary-list__row" key={key}>
            <dt className="govuk-summary-list__key">{key}</dt>
            <dd className="govuk-summary-list__value" data-testid={`zen-${key.toLowerCase().replace(/\W+/g, '-')}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
