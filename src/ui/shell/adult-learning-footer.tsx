import {
  ADULT_LEARNING_ABOUT,
  ADULT_LEARNING_CONTACT,
  ADULT_LEARNING_KEY_PAGES,
  ADULT_LEARNING_SOCIAL,
} from './adult-learning-content'
import { NavLink } from './nav-link'
import { SocialLinkList } from './social-link-list'
import type { FooterLink, SocialLinks } from './types'

export interface AdultLearningFooterProps {
  councilName: string
  about?: string
  keyPages?: readonly FooterLink[]
  /** Defaults to the microsite's Facebook, Twitter, Youtube and Instagram accounts. */
  social?: SocialLinks
}

/**
 * The adult-learning variant's own footer (spec 000 section 2): sections About, Key Pages and
 * Contact, then its social links (Facebook, Twitter, Youtube, Instagram) and the copyright.
 */
export function AdultLearningFooter({
  councilName,
  about = ADULT_LEARNING_ABOUT,
  keyPages = ADULT_LEARNING_KEY_PAGES,
  social = ADULT_LEARNING_SOCIAL,
}: AdultLearningFooterProps) {
  const contact = ADULT_LEARNING_CONTACT
  return (
    <footer className="govuk-footer app-footer app-footer--adult-learning">
      <div className="govuk-width-container">
        <div className="govuk-footer__navigation app-footer__navigation">
          <div className="govuk-footer__section govuk-grid-column-one-third">
            <h2 className="govuk-footer__heading govuk-heading-m">About</h2>
            <p className="govuk-body app-footer__text">{about}</p>
          </div>
          <div className="govuk-footer__section govuk-grid-column-one-third">
            <h2 className="govuk-footer__heading govuk-heading-m">Key Pages</h2>
            <ul className="govuk-footer__list">
              {keyPages.map((link, index) => (
                <li key={`${index}-${link.url}`} className="govuk-footer__list-item">
                  <NavLink href={link.url} className="govuk-footer__link">
                    {link.title}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
          <div className="govuk-footer__section govuk-grid-column-one-third">
            <h2 className="govuk-footer__heading govuk-heading-m">Contact</h2>
            <address className="app-footer__address">
              {contact.addressLines.map((line) => (
                <span key={line} className="app-footer__address-line">
                  {line}
                </span>
              ))}
            </address>
            <ul className="govuk-footer__list">
              <li className="govuk-footer__list-item">
                Telephone:{' '}
                <a className="govuk-footer__link" href={`tel:${contact.telephone.replace(/\s/g, '')}`}>
                  {contact.telephone}
                </a>
              </li>
              <li className="govuk-footer__list-item">
                Email:{' '}
                <a className="govuk-footer__link" href={`mailto:${contact.email}`}>
                  {contact.email}
                </a>
              </li>
            </ul>
          </div>
        </div>
        <hr className="govuk-footer__section-break" />
        <div className="govuk-footer__meta">
          <div className="govuk-footer__meta-item govuk-footer__meta-item--grow">
            <SocialLinkList social={social} heading="Follow us" showHeading />
          </div>
          <div className="govuk-footer__meta-item app-footer__brand">
            <p className="app-footer__copyright">© {councilName}</p>
          </div>
        </div>
      </div>
    </footer>
  )
}
