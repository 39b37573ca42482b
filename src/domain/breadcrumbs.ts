/** Breadcrumbs show at most this many ancestors (spec 000 section 9: 'Breadcrumbs 4 items'). */
export const MAX_BREADCRUMBS = 4

/** An ancestor page in the breadcrumb trail, home first. */
export interface BreadcrumbAncestor {
  title: string
  url: string
}

/**
 * The ancestors the breadcrumb trail shows: the first four, home first (spec 000 section 2
 * 'Breadcrumbs: at most the first 4 ancestors'). Items without a title or url are dropped so a
 * half-filled content entry never renders an empty link.
 */
export function trimBreadcrumbs<Ancestor extends BreadcrumbAncestor>(ancestors: readonly Ancestor[]): Ancestor[] {
  return ancestors.filter((item) => item.title.trim() !== '' && item.url.trim() !== '').slice(0, MAX_BREADCRUMBS)
}
