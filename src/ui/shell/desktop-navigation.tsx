'use client'

import { type FocusEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'

import { NavLink } from './nav-link'
import { NavigationMenuItems } from './navigation-menu-items'
import { collapseInnermost, limitNavigationDepth, toggleOpenPath } from './navigation-tree'
import type { NavigationItem } from './types'
import { useHydrated } from './use-hydrated'

export interface DesktopNavigationProps {
  items: readonly NavigationItem[]
  /** Distinct from every other nav on the page (WCAG landmark names). */
  label?: string
  /** The 'Home' link before the menus (spec 000 section 2); null for none. */
  homeLink?: { title: string; url: string } | null
}

/**
 * The navigation bar: Home link plus dropdown menus (spec 000 section 2 'Shell'). One menu per level
 * is open at a time; a click outside, Escape, or focus leaving the bar closes them. Below the mobile
 * breakpoint the enhanced bar is hidden by CSS and MobileNavigation takes over; without JavaScript
 * the bar stays visible at every width as nested lists of links.
 */
export function DesktopNavigation({ items, label = 'Main navigation', homeLink = { title: 'Home', url: '/' } }: DesktopNavigationProps) {
  const enhanced = useHydrated()
  const idPrefix = useId().replace(/[^A-Za-z0-9_-]/g, '')
  const rootRef = useRef<HTMLElement>(null)
  const [openPath, setOpenPath] = useState<string[]>([])
  const menuItems = useMemo(() => limitNavigationDepth(items), [items])

  const onToggle = useCallback((depth: number, key: string) => {
    setOpenPath((current) => toggleOpenPath(current, depth, key))
  }, [])
  const closeAll = useCallback(() => setOpenPath([]), [])

  useEffect(() => {
    if (openPath.length === 0) return
    const onDocumentClick = (event: MouseEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpenPath([])
    }
    const onDocumentKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const closingKey = openPath.at(-1)
      const root = rootRef.current
      // Return focus to the button of the menu that closes, but only if focus was in the bar.
      if (closingKey && root?.contains(document.activeElement)) {
        root.querySelector<HTMLButtonElement>(`[data-nav-key="${closingKey}"]`)?.focus()
      }
      setOpenPath(collapseInnermost(openPath))
    }
    document.addEventListener('click', onDocumentClick)
    document.addEventListener('keydown', onDocumentKeyDown)
    return () => {
      document.removeEventListener('click', onDocumentClick)
      document.removeEventListener('keydown', onDocumentKeyDown)
    }
  }, [openPath])

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget
    if (next instanceof Node && !event.currentTarget.contains(next)) closeAll()
  }

  return (
    <nav
      ref={rootRef}
      className={`app-navigation${enhanced ? ' app-navigation--enhanced' : ''}`}
      aria-label={label}
      onBlur={onBlur}
    >
      <div className="govuk-width-container">
        <ul className="app-navigation__list">
          {homeLink ? (
            <li className="app-navigation__item">
              <NavLink href={homeLink.url} className="app-navigation__link" onClick={closeAll}>
                {homeLink.title}
              </NavLink>
            </li>
          ) : null}
          <NavigationMenuItems
            items={menuItems}
            depth={0}
            parentPosition={[]}
            idPrefix={`${idPrefix}-desktop`}
            block="app-navigation"
            openPath={openPath}
            enhanced={enhanced}
            onToggle={onToggle}
            onNavigate={closeAll}
          />
        </ul>
      </div>
    </nav>
  )
}
