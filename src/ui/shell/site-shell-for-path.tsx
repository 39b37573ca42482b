'use client'

import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'

import { AlertBanner } from './alert-banner'
import { breadcrumbsForPath } from './breadcrumbs-for-path'
import { SiteShell } from './site-shell'
import type { LogoutControl, ShellAlert, SiteShellData } from './types'
import { variantForPath } from './variant-for-path'

export interface SiteShellForPathProps {
  data: SiteShellData
  /** Every published alert, newest first; the banner shows the one that fits the current path best. */
  alerts: readonly ShellAlert[]
  /** Alert ids from the request's dismissed-alerts cookie. */
  dismissedAlertIds: readonly string[]
  /** The translate and rate-this-page widgets, when configured (PageWidgets). */
  pageWidgets?: ReactNode
  logout?: LogoutControl
  /** A demonstration that takes no real money (DEMO_PAYMENTS=on): every page says so. */
  demonstration?: boolean
  children: ReactNode
}

/**
 * The public site's shell for the current path: the variant (spec 001 section 2), the one alert
 * that fits it best, and the breadcrumbs all follow the path. They are chosen here, from usePathname(),
 * rather than in the site layout from a request header, because Next.js keeps a layout mounted
 * across client-side navigation without rendering it again on the server: following a link from
 * the events home to /hals must still swap in the adult-learning header and footer
 * (docs/decisions/0005-shell-follows-the-path-on-the-client.md). On the server, usePathname() gives
 * the requested path, so the first HTML is already right and works without JavaScript.
 */
export function SiteShellForPath({ data, alerts, dismissedAlertIds, pageWidgets, logout, demonstration, children }: SiteShellForPathProps) {
  const pathname = usePathname() ?? '/'
  return (
    <SiteShell
      data={data}
      variant={variantForPath(pathname)}
      breadcrumbs={breadcrumbsForPath(pathname)}
      alerts={<AlertBanner alerts={alerts} pathname={pathname} dismissedIds={dismissedAlertIds} />}
      pageWidgets={pageWidgets}
      logout={logout}
      demonstration={demonstration}
    >
      {children}
    </SiteShell>
  )
}
