import type { ResourceLink } from './event-details'

/** Public resources (spec 000 section 2 "resources"): files and links anyone may open. */
export function PublicResources({ links }: { links: readonly ResourceLink[] }) {
  if (links.length === 0) return null
  return (
    <section className="app-event-section" aria-labelledby="resources-heading">
      <h2 className="govuk-heading-l" id="resources-heading">
        Resources
      </h2>
      <ul className="govuk-list govuk-list--bullet">
        {links.map((link) => (
          <li key={link.key}>
            <a className="govuk-link" href={link.href}>
              {link.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
