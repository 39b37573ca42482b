import { notFound } from 'next/navigation'

/**
 * Any deeper path that no other route claims. The proxy already sends every address that
 * src/domain/site-routes.ts does not know to the not-found route; this catch-all only answers if
 * that table knows a path that no page serves, and still says 404.
 */
export default function UnknownPage(): never {
  notFound()
}
