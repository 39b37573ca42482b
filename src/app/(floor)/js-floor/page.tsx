import type { Metadata } from 'next'

export const metadata: Metadata = { title: 'JavaScript floor', robots: { index: false } }

/** An empty page of this build: Next.js's own JavaScript and nothing else (bench/listing.ts). */
export default function JsFloorPage() {
  return (
    <main>
      <h1>JavaScript floor</h1>
    </main>
  )
}
