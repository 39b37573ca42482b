import type { Metadata } from 'next'

import { queryText } from '@/domain/payment-outcome'

import { FinishContent } from './finish-content'

interface FinishPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const metadata: Metadata = { title: 'Your booking', robots: { index: false } }

/** /checkout-finish?basketId=... (spec 000 sections 2 and 4; decision 0024): see FinishContent. */
export default async function CheckoutFinishPage({ searchParams }: FinishPageProps) {
  const query = await searchParams
  return <FinishContent basketId={queryText(query.basketId)} linkToken={queryText(query.token)} />
}
