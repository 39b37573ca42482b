import type { ReactNode } from 'react'

import { AdultLearningFooter } from './adult-learning-footer'
import { AdultLearningHeader } from './adult-learning-header'
import { BackToTop } from './back-to-top'
import { Breadcrumbs } from './breadcrumbs'
import { DemonstrationBanner } from './demonstration-banner'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { SkipLink } from './skip-link'
import { themeClassName } from './theme-class-name'
import type { BreadcrumbItem, LogoutControl, ShellVariant, SiteShellData } from './types'

export interface SiteShellProps {
  data: SiteShellData
  /** From variantForPath(pathname), or the event's listing path on pages outside a listing. */
  variant: ShellVariant
  /** The page's ancestors, home first; the first four are shown (hidden below tablet width). */
  breadcrumbs?: readonly BreadcrumbItem[]
  /** Rendered at the top of main, e.g. <AlertBanner alerts={...} pathname={...} />. */
  alerts?: ReactNode
  /** Present for an authenticated user: the header shows 'Log out'. */
  logout?: LogoutControl
  /**
   * By default main sits in a govuk-width-container with govuk-main-wrapper spacing. Pages with
   * full-bleed bands set this and place their own containers.
   */
  fullWidth?: boolean
  /** Show the back-to-top link (spec: 'optional back-to-top'); on by default. */
  backToTop?: boolean
  /** The translate and rate-this-page widgets, drawn between main and the footer (PageWidgets). */
  pageWidgets?: ReactNode
  /** A demonstration that takes no real money (DEMO_PAYMENTS=on): the banner saying so tops the page. */
  demonstration?: boolean
  children: ReactNode
}

/**
 * The standard layout (spec 000 section 2 'Shell', spec 001 section 2 'Layouts'): skip link, the
 * variant's header, breadcrumbs, `<main id="main">`, the page widgets, the variant's footer and
 * back-to-top. The public site wraps it in SiteShellForPath, which picks the variant, breadcrumbs
 * and alerts from the current path.
 * The layout owns <html>/<body> (classes govuk-template / govuk-template__body) and puts
 * id="top" on the body's first element for the back-to-top link.
 */
export function SiteShell({
  data,
  variant,
  breadcrumbs = [],
  alerts,
  logout,
  fullWidth = false,
  backToTop = true,
  pageWidgets,
  demonstration = false,
  children,
}: SiteShellProps) {
  const header =
    variant === 'adultLearning' ? (
      <AdultLearningHeader
        siteTitle={data.siteTitle}
        councilName={data.councilName}
        logout={logout}
      />
    ) : (
      <SiteHeader
        siteTitle={data.siteTitle}
        councilName={data.councilName}
        navigation={data.navigation}
        variant={variant}
        logout={logout}
      />
    )

  const footer =
    variant === 'adultLearning' ? (
      <AdultLearningFooter councilName={data.councilName} />
    ) : (
      <SiteFooter
        variant={variant}
        councilName={data.councilName}
        councilSiteUrl={data.councilSiteUrl}
        columns={data.footerColumns}
        social={data.social}
        marketing={data.marketing}
      />
    )

  const main = (
    <main
      id="main"
      tabIndex={-1}
      className={`app-main govuk-skip-link-focused-element${fullWidth ? '' : ' govuk-main-wrapper'}`}
    >
      {alerts && fullWidth ? <div className="govuk-width-container">{alerts}</div> : alerts}
      {children}
      {/* On a phone the link sits in flow after the content, inside the page's margins. */}
      {backToTop ? fullWidth ? <div className="govuk-width-container"><BackToTop /></div> : <BackToTop /> : null}
    </main>
  )

  return (
    <div className={`app-shell ${themeClassName(variant)}`}>
      <SkipLink />
      {demonstration ? <DemonstrationBanner /> : null}
      {header}
      {fullWidth ? (
        <>
          {breadcrumbs.length > 0 ? (
            <div className="govuk-width-container">
              <Breadcrumbs items={breadcrumbs} />
            </div>
          ) : null}
          {main}
        </>
      ) : (
        <div className="govuk-width-container app-shell__container">
          <Breadcrumbs items={breadcrumbs} />
          {main}
        </div>
      )}
      {pageWidgets}
      {footer}
    </div>
  )
}
