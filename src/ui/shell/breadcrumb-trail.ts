/**
 * The breadcrumb rule lives in src/domain/breadcrumbs.ts (spec 000 sections 2 and 9); the shell's
 * names are kept here so its components and index keep importing from './breadcrumb-trail'.
 */
export { MAX_BREADCRUMBS, trimBreadcrumbs } from '@/domain/breadcrumbs'
