import { paths } from '../../domain/paths'

import { DesktopNavigation } from './desktop-navigation'
import { HeaderSearch } from './header-search'
import { LogoutButton } from './logout-button'
import { MobileNavigation } from './mobile-navigation'
import { serviceListingForVariant } from './service-listing'
import { themeClassName } from './theme-class-name'
import type { LogoutControl, NavigationItem, ShellVariant } from './types'

export interface SiteHeaderProps {
  siteTitle: string
  councilName: string
  navigation: readonly NavigationItem[]
  /** The brand variant; adultLearning has its own header (AdultLearningHeader). */
  variant?: Exclude<ShellVariant, 'adultLearning'>
  /** Where the search form goes; defaults to /search. */
  searchAction?: string
  /** Present for authenticated users: shows 'Log out'. */
  logout?: LogoutControl
}

/**
 * The site header (spec 000 section 2 'Shell'): home link to '/', the search box, the navigation
 * (bar on wide screens, 'Menu' panel at 769px or less) and 'Log out' for staff. The send and hafls
 * variants add their service's name, linking to its listing. The site-config banner is not part of
 * the header: the events home shows it (src/ui/home, docs/decisions/0014).
 */
export function SiteHeader({
  siteTitle,
  councilName,
  navigation,
  variant = 'default',
  searchAction,
  logout,
}: SiteHeaderProps) {
  const service = serviceListingForVariant(variant)
  return (
    <header className="app-header">
      <div className="app-header__bar">
        <div className="govuk-width-container app-header__container">
          <div className="app-header__brand">
            <a href={paths.home()} className="app-header__homepage-link">
              <span className="app-header__council">{councilName}</span>{' '}
              <span className="app-header__site-title">{siteTitle}</span>
              <span className="govuk-visually-hidden"> homepage</span>
            </a>
            {service ? (
              <a href={service.path} className="app-header__service-link">
                {service.title}
              </a>
            ) : null}
          </div>
          <div className="app-header__actions">
            <HeaderSearch action={searchAction} />
            <MobileNavigation items={navigation} themeClassName={themeClassName(variant)} />
            {logout ? <LogoutButton logout={logout} /> : null}
          </div>
        </div>
      </div>
      <DesktopNavigation items={navigation} />
    </header>
  )
}
