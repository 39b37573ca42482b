/** The public site shell: compose with SiteShell; the parts are exported for special pages. */
export { AdultLearningFooter } from './adult-learning-footer'
export { AdultLearningHeader } from './adult-learning-header'
export { AlertBanner } from './alert-banner'
export {
  alertForPath,
  DISMISSED_ALERTS_COOKIE,
  parseDismissedAlerts,
  serializeDismissedAlerts,
} from './alerts-for-path'
export { BACK_TO_TOP_THRESHOLD, backToTopHref, TOP_ANCHOR_ID } from './back-to-top-href'
export { BackToTop } from './back-to-top'
export { MAX_BREADCRUMBS, trimBreadcrumbs } from './breadcrumb-trail'
export { Breadcrumbs } from './breadcrumbs'
export { breadcrumbsForPath } from './breadcrumbs-for-path'
export { BREAKPOINTS, MOBILE_MAX_WIDTH, MOBILE_MEDIA_QUERY } from './breakpoints'
export { DemonstrationBanner } from './demonstration-banner'
export { DesktopNavigation } from './desktop-navigation'
export { FRONTEND_SUPPORTED_SNIPPET, FrontendSupportedScript } from './frontend-supported-script'
export { HeaderSearch, SEARCH_TERM_MAX_LENGTH } from './header-search'
export { MobileNavigation } from './mobile-navigation'
export { PageWidgets, type PageWidgetsProps } from './page-widgets'
export { RATE_PAGE_URL_PLACEHOLDER, ratePageHref, TRANSLATE_WIDGET_ELEMENT_ID } from './page-widget-links'
export { limitNavigationDepth, MAX_NAVIGATION_LEVELS } from './navigation-tree'
export { SiteFooter } from './site-footer'
export { SiteHeader } from './site-header'
export { SiteShell, type SiteShellProps } from './site-shell'
export { SiteShellForPath, type SiteShellForPathProps } from './site-shell-for-path'
export { SkipLink } from './skip-link'
export { themeClassName } from './theme-class-name'
export type {
  BreadcrumbItem,
  FooterColumn,
  FooterLink,
  LogoutControl,
  Marketing,
  NavigationItem,
  ShellAlert,
  ShellVariant,
  SiteShellData,
  SocialLinks,
} from './types'
export { variantForPath } from './variant-for-path'
