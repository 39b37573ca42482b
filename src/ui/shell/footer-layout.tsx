import type { ReactNode } from 'react'

import { footerColumnWidthClass } from './footer-columns'
import { NavLink } from './nav-link'
import { SocialLinkList } from './social-link-list'
import type { FooterColumn, FooterLink, Marketing, SocialLinks } from './types'

export interface FooterLayoutProps {
  councilName: string
  columns: readonly FooterColumn[]
  /** Small links under the columns (accessibility, privacy, ...). */
  metaLinks?: readonly FooterLink[]
  social?: SocialLinks
  marketing?: Marketing
  /** Extra content for a column-less area above the meta links. */
  children?: ReactNode
  className?: string
}

/** The govuk-footer markup every footer variant shares: columns, social links, logo, copyright. */
export function FooterLayout({
  councilName,
  columns,
  metaLinks = [],
  social = {},
  marketing,
  children,
  className,
}: FooterLayoutProps) {
  const visibleColumns = columns
    .map((column) => ({ title: column.title, links: column.links.filter(isUsableLink) }))
    .filter((column) => column.links.length > 0)
  const visibleMetaLinks = metaLinks.filter(isUsableLink)
  const widthClass = footerColumnWidthClass(visibleColumns.length)
  return (
    <footer className={`govuk-footer app-footer${className ? ` ${className}` : ''}`}>
      <div className="govuk-width-container">
        {visibleColumns.length > 0 ? (
          <>
            <div className="govuk-footer__navigation app-footer__navigation">
              {visibleColumns.map((column, index) => (
                <div key={`${index}-${column.title}`} className={`govuk-footer__section ${widthClass}`}>
                  <h2 className="govuk-footer__heading govuk-heading-m">{column.title}</h2>
                  <ul className="govuk-footer__list">
                    {column.links.map((link, linkIndex) => (
                      <li key={`${linkIndex}-${link.url}`} className="govuk-footer__list-item">
                        <NavLink href={link.url} className="govuk-footer__link">
                          {link.title}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
            <hr className="govuk-footer__section-break" />
          </>
        ) : null}
        {children}
        <div className="govuk-footer__meta">
          <div className="govuk-footer__meta-item govuk-footer__meta-item--grow">
            {visibleMetaLinks.length > 0 ? (
              <>
                <h2 className="govuk-visually-hidden">Support links</h2>
                <ul className="govuk-footer__inline-list">
                  {visibleMetaLinks.map((link, index) => (
                    <li key={`${index}-${link.url}`} className="govuk-footer__inline-list-item">
                      <NavLink href={link.url} className="govuk-footer__link">
                        {link.title}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <SocialLinkList social={social} />
          </div>
          <div className="govuk-footer__meta-item app-footer__brand">
            {marketing ? <MarketingLogo marketing={marketing} councilName={councilName} /> : null}
            <p className="app-footer__copyright">© {councilName}</p>
          </div>
        </div>
      </div>
    </footer>
  )
}

function isUsableLink(link: FooterLink): boolean {
  return link.title.trim() !== '' && link.url.trim() !== ''
}

function MarketingLogo({ marketing, councilName }: { marketing: Marketing; councilName: string }) {
  const imageUrl = marketing.imageUrl?.trim()
  if (!imageUrl) return null
  // A linked image needs a text alternative to name the link; fall back to the council's name.
  const alt = marketing.alt?.trim() || (marketing.url ? councilName : '')
  // Content images come from Payload media or another host; a plain img avoids next/image's
  // remote-host allow-list for a small logo.
  // Lazy: it is at the foot of every page, and an eager img is also preloaded in the head, where it
  // would compete with the page's largest paint.
  // eslint-disable-next-line @next/next/no-img-element
  const image = <img className="app-footer__marketing-image" src={imageUrl} alt={alt} loading="lazy" decoding="async" />
  return (
    <div className="app-footer__marketing">
      {marketing.url ? (
        <a className="govuk-footer__link app-footer__marketing-link" href={marketing.url}>
          {image}
        </a>
      ) : (
        image
      )}
    </div>
  )
}
