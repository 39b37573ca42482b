'use client'

import { NavLink } from './nav-link'
import { navigationKey, type OpenPath } from './navigation-tree'
import type { NavigationItem } from './types'

export interface NavigationMenuItemsProps {
  items: readonly NavigationItem[]
  /** 0 for the top level. */
  depth: number
  /** Position of the parent item in the tree; [] at the top level. */
  parentPosition: readonly number[]
  /** Prefix for submenu ids; unique per menu (from useId) so two menus never share an id. */
  idPrefix: string
  /** BEM block, e.g. 'app-navigation' or 'app-mobile-nav'. */
  block: string
  openPath: OpenPath
  /** Once hydrated, items with children become toggle buttons; before that they are plain links. */
  enhanced: boolean
  onToggle: (depth: number, key: string) => void
  onNavigate?: () => void
}

/** Menu button ids need only be unique within the page, so the key's dashes are kept. */
export function submenuId(idPrefix: string, key: string): string {
  return `${idPrefix}-submenu-${key}`
}

/**
 * The `<li>` items of one menu level. Without JavaScript every item is a link and every submenu is
 * a nested list of links (CSS shows it on hover and focus), so the whole tree is reachable. Once
 * hydrated, an item with children is a button with aria-expanded that controls its submenu; the
 * submenu starts with a link to the item's own page, as the button no longer goes there.
 */
export function NavigationMenuItems(props: NavigationMenuItemsProps) {
  const { items, depth, parentPosition, idPrefix, block, openPath, enhanced, onToggle, onNavigate } = props
  return (
    <>
      {items.map((item, index) => {
        const position = [...parentPosition, index]
        const key = navigationKey(position)
        const children = item.children

        if (!children) {
          return (
            <li key={key} className={`${block}__item`}>
              <NavLink href={item.url} className={`${block}__link`} onClick={onNavigate}>
                {item.title}
              </NavLink>
            </li>
          )
        }

        const nested = (
          <NavigationMenuItems {...props} items={children} depth={depth + 1} parentPosition={position} />
        )
        const submenuClassName = `${block}__submenu ${block}__submenu--level-${depth + 2}`

        if (!enhanced) {
          return (
            <li key={key} className={`${block}__item ${block}__item--has-submenu`}>
              {item.url ? (
                <NavLink href={item.url} className={`${block}__link`}>
                  {item.title}
                </NavLink>
              ) : (
                <span className={`${block}__label`}>{item.title}</span>
              )}
              <ul className={submenuClassName}>{nested}</ul>
            </li>
          )
        }

        const open = openPath[depth] === key
        const id = submenuId(idPrefix, key)
        return (
          <li
            key={key}
            className={`${block}__item ${block}__item--has-submenu${open ? ` ${block}__item--open` : ''}`}
          >
            <button
              type="button"
              className={`${block}__toggle`}
              aria-expanded={open}
              aria-controls={id}
              data-nav-key={key}
              onClick={() => onToggle(depth, key)}
            >
              {item.title}
            </button>
            <ul id={id} className={submenuClassName} hidden={!open}>
              {item.url ? (
                <li className={`${block}__item ${block}__item--overview`}>
                  <NavLink href={item.url} className={`${block}__link`} onClick={onNavigate}>
                    {item.title}
                  </NavLink>
                </li>
              ) : null}
              {nested}
            </ul>
          </li>
        )
      })}
    </>
  )
}
