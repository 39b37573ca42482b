import type { Metadata } from 'next'

import { NOT_FOUND_TITLE, NotFoundContent } from '@/ui/shell/not-found-content'

// Next.js adds 'noindex' itself to every answer with a 4xx status.
export const metadata: Metadata = { title: NOT_FOUND_TITLE }

/**
 * The not-found boundary (spec 000 section 2): a page that finds nothing at its address (an event or
 * booking slug that does not exist) calls notFound(). Unknown addresses do not come here: the proxy
 * sends them to the not-found route (page-not-found/page.tsx), whose content is in the HTML itself.
 */
export default function NotFound() {
  return <NotFoundContent />
}
