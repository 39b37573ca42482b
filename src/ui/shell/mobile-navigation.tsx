'use client'

import { type KeyboardEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { createPortal } from 'react-dom'

import { MOBILE_MEDIA_QUERY } from './breakpoints'
import { NavLink } from './nav-link'
import { NavigationMenuItems } from './navigation-menu-items'
import { collapseInnermost, limitNavigationDepth, toggleOpenPath } from './navigation-tree'
import type { NavigationItem } from './types'
import { useHydrated } from './use-hydrated'
import { useMediaQuery } from './use-media-query'

export interface MobileNavigationProps {
  items: readonly NavigationItem[]
  /** Distinct from the desktop bar's label. */
  label?: string
  homeLink?: { title: string; url: string } | null
  /** Variant class for the panel: it is portalled to <body>, outside the shell's variant wrapper. */
  themeClassName?: string
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * The mobile menu (spec 000 section 2 'Shell'): a 'Menu' button opening a full-screen panel in a
 * portal, with a 'Close menu' button and the navigation as nested accordion items, one open per
 * level. Escape collapses the innermost open item, or closes the panel when none is open. Focus
 * moves to the panel on open, stays inside it, and returns to the Menu button on close.
 * The Menu button is in the server's markup so that the header has its final height from the
 * first paint; the CSS shows it only at 769px or less on a page marked govuk-frontend-supported
 * (FrontendSupportedScript). Without JavaScript it stays hidden and DesktopNavigation's plain
 * lists serve every width.
 */
export function MobileNavigation({
  items,
  label = 'Mobile navigation',
  homeLink = { title: 'Home', url: '/' },
  themeClassName,
}: MobileNavigationProps) {
  const hydrated = useHydrated()
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY)
  const idPrefix = useId().replace(/[^A-Za-z0-9_-]/g, '')
  const panelId = `${idPrefix}-mobile-menu`
  const menuButtonRef = useRef<HTMLButtonElement>(null)
  const closeButtonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const [panelOpen, setPanelOpen] = useState(false)
  const [openPath, setOpenPath] = useState<string[]>([])
  const menuItems = useMemo(() => limitNavigationDepth(items), [items])

  // The panel only exists on narrow screens; widening the window closes it (state adjusted while
  // rendering, the React pattern for deriving state from a changed input).
  if (panelOpen && hydrated && !isMobile) {
    setPanelOpen(false)
    setOpenPath([])
  }
  const open = panelOpen && isMobile

  const openPanel = () => {
    setOpenPath([])
    setPanelOpen(true)
  }
  const closePanel = useCallback(() => {
    setPanelOpen(false)
    setOpenPath([])
    menuButtonRef.current?.focus()
  }, [])
  const onToggle = useCallback((depth: number, key: string) => {
    setOpenPath((current) => toggleOpenPath(current, depth, key))
  }, [])
  const onNavigate = useCallback(() => {
    setPanelOpen(false)
    setOpenPath([])
  }, [])

  useEffect(() => {
    if (!open) return
    closeButtonRef.current?.focus()
    document.body.classList.add('app-body--menu-open')
    return () => document.body.classList.remove('app-body--menu-open')
  }, [open])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      const closingKey = openPath.at(-1)
      if (closingKey) {
        panelRef.current?.querySelector<HTMLButtonElement>(`[data-nav-key="${closingKey}"]`)?.focus()
        setOpenPath(collapseInnermost(openPath))
      } else {
        closePanel()
      }
      return
    }
    if (event.key === 'Tab') {
      // Keep keyboard focus inside the open panel, as for any modal dialog.
      const focusable = [...(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter(
        (element) => element.offsetParent !== null,
      )
      const first = focusable[0]
      const last = focusable.at(-1)
      if (!first || !last) return
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first.focus()
      }
    }
  }

  return (
    <>
      <button
        ref={menuButtonRef}
        type="button"
        className="app-mobile-nav__menu-button"
        aria-expanded={open}
        aria-haspopup="dialog"
        {...(open ? { 'aria-controls': panelId } : {})}
        onClick={openPanel}
      >
        Menu
      </button>
      {open
        ? createPortal(
            <div
              ref={panelRef}
              id={panelId}
              className={`app-mobile-nav${themeClassName ? ` ${themeClassName}` : ''}`}
              role="dialog"
              aria-modal="true"
              aria-label="Menu"
              onKeyDown={onKeyDown}
            >
              <div className="app-mobile-nav__header">
                <p className="app-mobile-nav__title" aria-hidden="true">
                  Menu
                </p>
                <button ref={closeButtonRef} type="button" className="app-mobile-nav__close" onClick={closePanel}>
                  Close menu
                </button>
              </div>
              <nav className="app-mobile-nav__nav" aria-label={label}>
                <ul className="app-mobile-nav__list">
                  {homeLink ? (
                    <li className="app-mobile-nav__item">
                      <NavLink href={homeLink.url} className="app-mobile-nav__link" onClick={onNavigate}>
                        {homeLink.title}
                      </NavLink>
                    </li>
                  ) : null}
                  <NavigationMenuItems
                    items={menuItems}
                    depth={0}
                    parentPosition={[]}
                    idPrefix={`${idPrefix}-mobile`}
                    block="app-mobile-nav"
                    openPath={openPath}
                    enhanced
                    onToggle={onToggle}
                    onNavigate={onNavigate}
                  />
                </ul>
              </nav>
            </div>,
            document.body,
          )
        : null}
    </>
  )
}
