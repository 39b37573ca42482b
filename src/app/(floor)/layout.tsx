import type { ReactNode } from 'react'

/**
 * A root layout with nothing of ours in it, for /js-floor: the page bench/listing.ts measures as
 * the framework's own JavaScript floor, so the JavaScript our pages add can be told apart from it.
 */
export default function FloorLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <body>{children}</body>
    </html>
  )
}
