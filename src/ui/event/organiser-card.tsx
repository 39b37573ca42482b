import type { Media } from '@/payload-types'
import { mediaUrl } from '@/domain/media'

export interface OrganiserCardProps {
  name: string
  description?: string | null
  url?: string | null
  logo?: number | Media | null
}

/**
 * The organising organisation's card (spec 000 section 3), shown when it has a name. The logo
 * repeats the name printed beside it, so it is decorative (empty alt) rather than read twice.
 */
export function OrganiserCard({ name, description, url, logo }: OrganiserCardProps) {
  const logoUrl = mediaUrl(logo, 'card')
  const website = url?.trim()
  return (
    <section className="app-organiser-card" aria-labelledby="organiser-heading">
      <h2 className="govuk-heading-s govuk-!-margin-bottom-2" id="organiser-heading">
        Organised by
      </h2>
      {/* eslint-disable-next-line @next/next/no-img-element -- see event-banner.tsx */}
      {logoUrl ? <img className="app-organiser-card__logo" src={logoUrl} alt="" /> : null}
      <p className="govuk-body govuk-!-font-weight-bold govuk-!-margin-bottom-2">{name}</p>
      {description?.trim() ? <p className="govuk-body-s">{description.trim()}</p> : null}
      {website ? (
        <p className="govuk-body-s govuk-!-margin-bottom-0">
          <a className="govuk-link" href={website}>
            Visit the {name} website
          </a>
        </p>
      ) : null}
    </section>
  )
}
