import type { ReactNode } from 'react'

import type { Media } from '@/payload-types'
import { mediaUrl } from '@/domain/media'

export interface OrganiserCardProps {
  name: string
  description?: string | null
  url?: string | null
  logo?: number | Media | null
}

/** The organisers of a listing's events, as OrganiserCards takes them (issue 26 point 4). */
export type Organiser = OrganiserCardProps

/**
 * A card's content: the logo, the name (as `name` draws it), the description and the website. The logo
 * repeats the name printed beside it, so it is decorative (empty alt) rather than read twice.
 */
function OrganiserDetails({ organiser, name }: { organiser: Organiser; name: ReactNode }) {
  const logoUrl = mediaUrl(organiser.logo, 'card')
  const website = organiser.url?.trim()
  const description = organiser.description?.trim()
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- see event-banner.tsx */}
      {logoUrl ? <img className="app-organiser-card__logo" src={logoUrl} alt="" /> : null}
      {name}
      {description ? <p className="govuk-body-s">{description}</p> : null}
      {website ? (
        <p className="govuk-body-s govuk-!-margin-bottom-0">
          <a className="govuk-link" href={website}>
            Visit the {organiser.name} website
          </a>
        </p>
      ) : null}
    </>
  )
}

/** The organising organisation's card on the event page (spec 000 section 3), shown when it has a name. */
export function OrganiserCard(organiser: OrganiserCardProps) {
  return (
    <section className="app-organiser-card" aria-labelledby="organiser-heading">
      <h2 className="govuk-heading-s govuk-!-margin-bottom-2" id="organiser-heading">
        Organised by
      </h2>
      <OrganiserDetails organiser={organiser} name={<p className="govuk-body govuk-!-font-weight-bold govuk-!-margin-bottom-2">{organiser.name}</p>} />
    </section>
  )
}

/**
 * The organisers of the events a listing shows (issue 26 point 4; spec 000 section 2, "Cards of the
 * organising organisation are shown"), under its results: one card each, its name the card's heading.
 */
export function OrganiserCards({ organisers }: { organisers: readonly Organiser[] }) {
  if (organisers.length === 0) return null
  return (
    <section className="app-organisers" aria-labelledby="organisers-heading">
      <h2 className="govuk-heading-m" id="organisers-heading">
        Organised by
      </h2>
      <ul className="app-organisers__list">
        {organisers.map((organiser) => (
          <li className="app-organiser-card" key={organiser.name}>
            <OrganiserDetails organiser={organiser} name={<h3 className="govuk-heading-s govuk-!-margin-bottom-2">{organiser.name}</h3>} />
          </li>
        ))}
      </ul>
    </section>
  )
}
