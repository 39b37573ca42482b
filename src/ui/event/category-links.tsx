export interface CategoryLink {
  id: number
  title: string
  href: string
}

/** The event's categories, each linking to the parent listing filtered by it (spec 000 section 2: ?category={id}). */
export function CategoryLinks({ links }: { links: readonly CategoryLink[] }) {
  if (links.length === 0) return null
  return (
    <section className="app-event-categories" aria-labelledby="categories-heading">
      <h2 className="govuk-heading-s govuk-!-margin-bottom-2" id="categories-heading">
        Categories
      </h2>
      <ul className="govuk-list">
        {links.map((link) => (
          <li key={link.id}>
            <a className="govuk-link" href={link.href}>
              {link.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
