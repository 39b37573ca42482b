import { socialLinkEntries } from './social-links'
import type { SocialLinks } from './types'

export interface SocialLinkListProps {
  social: SocialLinks
  /** Heading for the list; visually hidden unless `showHeading`. */
  heading?: string
  showHeading?: boolean
  linkClassName?: string
}

/** The social media links in a fixed order (Facebook, Twitter, Youtube, Instagram); none, no list. */
export function SocialLinkList({
  social,
  heading = 'Follow us on social media',
  showHeading = false,
  linkClassName = 'govuk-footer__link',
}: SocialLinkListProps) {
  const entries = socialLinkEntries(social)
  if (entries.length === 0) return null
  return (
    <div className="app-social-links">
      <h2 className={showHeading ? 'govuk-footer__heading govuk-heading-m' : 'govuk-visually-hidden'}>{heading}</h2>
      <ul className="app-social-links__list">
        {entries.map((entry) => (
          <li key={entry.network} className={`app-social-links__item app-social-links__item--${entry.network}`}>
            <a className={linkClassName} href={entry.url}>
              {entry.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
