import type { BreadcrumbItem } from './types'

/** Breadcrumbs show at most this many ancestors (spec 000 section 9). */
export const MAX_BREADCRUMBS = 4

/**
 * The ancestors the breadcrumb trail shows: the first four, home first (spec 000 section 2
 * 'Breadcrumbs: at most the first 4 ancestors'). Items without a title or url are dropped so a
 * half-filled content entry never renders an empty link.
 */
export function trimBreadcrumbs(ancestors: readonly BreadcrumbItem[]): BreadcrumbItem[] {
  return ancestors.filter((item) => item.title.trim() !== '' && item.url.trim() !== '').slice(0, MAX_BREADCRUMBS)
}
