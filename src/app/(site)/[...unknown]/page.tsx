import { notFound } from 'next/navigation'

/** Any path deeper than a listing and an event that no other route claims. */
export default function UnknownPage(): never {
  notFound()
}
