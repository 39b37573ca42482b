import { LISTINGS } from '../../domain/listings'
import { paths } from '../../domain/paths'

import { ADULT_LEARNING_NAVIGATION } from './adult-learning-content'
import { DesktopNavigation } from './desktop-navigation'
import { HeaderSearch } from './header-search'
import { LogoutButton } from './logout-button'
import { MobileNavigation } from './mobile-navigation'
import { themeClassName } from './theme-class-name'
import type { LogoutControl, NavigationItem } from './types'

export interface AdultLearningHeaderProps {
  siteTitle: string
  councilName: string
  /** Defaults to the microsite's menus: Our Services, About Us, Working With Us, Quizzes, News. */
  navigation?: readonly NavigationItem[]
  searchAction?: string
  logout?: LogoutControl
}

const HALS_LISTING = LISTINGS.find((listing) => listing.path === '/hals')

/**
 * The adult-learning variant's own header (spec 000 section 2): the home link to '/' as in every
 * header, the microsite's name linking to its listing, the search box, and its five dropdown menus
 * (an accordion, one section open at a time, in the mobile panel). The bar has no separate Home
 * item: the two links above it lead home.
 */
export function AdultLearningHeader({
  siteTitle,
  councilName,
  navigation = ADULT_LEARNING_NAVIGATION,
  searchAction,
  logout,
}: AdultLearningHeaderProps) {
  const serviceUrl = paths.listing(HALS_LISTING?.path ?? '/hals')
  return (
    <header className="app-header app-header--adult-learning">
      <div className="app-header__bar">
        <div className="govuk-width-container app-header__container">
          <div className="app-header__brand">
            <a href={paths.home()} className="app-header__homepage-link">
              <span className="app-header__council">{councilName}</span>{' '}
              <span className="app-header__site-title">{siteTitle}</span>
              <span className="govuk-visually-hidden"> homepage</span>
            </a>
            <a href={serviceUrl} className="app-header__service-link">
              {HALS_LISTING?.title ?? 'Adult Learning and Skills'}
            </a>
          </div>
          <div className="app-header__actions">
            <HeaderSearch action={searchAction} />
            <MobileNavigation
              items={navigation}
              homeLink={null}
              label="Adult learning mobile navigation"
              themeClassName={themeClassName('adultLearning')}
            />
            {logout ? <LogoutButton logout={logout} /> : null}
          </div>
        </div>
      </div>
      <DesktopNavigation items={navigation} homeLink={null} label="Adult learning navigation" />
    </header>
  )
}
