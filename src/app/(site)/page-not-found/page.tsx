import type { Metadata } from 'next'

import { NOT_FOUND_TITLE, NotFoundContent } from '@/ui/shell/not-found-content'

// Next.js adds 'noindex' itself to every answer with a 4xx status.
export const metadata: Metadata = { title: NOT_FOUND_TITLE }

/**
 * Not found (spec 000 section 2: /404 and unknown routes). src/proxy.ts rewrites /404 and every
 * address no page answers (src/domain/site-routes.ts) to this route with a 404 status, so the page
 * renders normally: its content is in the HTML for browsers without JavaScript, unlike a page that
 * throws notFound() (docs/decisions/0013-not-found-page-and-site-search.md).
 */
export default function PageNotFound() {
  return <NotFoundContent />
}
