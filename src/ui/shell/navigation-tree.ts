import type { NavigationItem } from './types'

/** Navigation menus nest up to three levels (spec 001 section 2 'Layouts'). */
export const MAX_NAVIGATION_LEVELS = 3

/**
 * The navigation as the menus draw it: items without a title, and leaves without a url, are
 * dropped, and anything nested deeper than `maxLevels` is cut off, so content editors cannot build a fourth level the menus
 * have no room for. An item left with no children loses the `children` key, so 'has a submenu'
 * is simply `children !== undefined`.
 */
export function limitNavigationDepth(
  items: readonly NavigationItem[],
  maxLevels: number = MAX_NAVIGATION_LEVELS,
): NavigationItem[] {
  return items.flatMap((item): NavigationItem[] => {
    if (item.title.trim() === '') return []
    const children = maxLevels > 1 && item.children ? limitNavigationDepth(item.children, maxLevels - 1) : []
    if (children.length > 0) return [{ title: item.title, url: item.url, children }]
    // A leaf with nowhere to go would be a link to the current page.
    return item.url.trim() === '' ? [] : [{ title: item.title, url: item.url }]
  })
}

/**
 * Which submenus are open, as the keys of the open item at each level, outermost first. Only one
 * item per level is open at a time (spec 001 section 2), so a list of keys describes the state.
 */
export type OpenPath = readonly string[]

/** A stable key for the item at this position in the tree, e.g. [2, 0] -> '2-0'. */
export function navigationKey(position: readonly number[]): string {
  return position.join('-')
}

/**
 * The open path after the user activates the item `key` at `depth` (0 = top level). Opening an
 * item closes its siblings and their open descendants; activating the open item closes it
 * (spec 001 section 2: 'one item open at a time; clicking an open item closes it').
 */
export function toggleOpenPath(openPath: OpenPath, depth: number, key: string): string[] {
  if (openPath[depth] === key) return openPath.slice(0, depth)
  return [...openPath.slice(0, depth), key]
}

/** The open path after Escape: the innermost open submenu closes (spec 000 section 2). */
export function collapseInnermost(openPath: OpenPath): string[] {
  return openPath.slice(0, -1)
}
