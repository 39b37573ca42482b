import type { Metadata } from 'next'

import { getHomeBanner, serviceCards } from '@/loaders/site/home-page.server'
import { HomeBanner, ServiceCards } from '@/ui/home'

export const metadata: Metadata = { title: 'Events and courses' }

/**
 * Events home (spec 000 section 2): a title and one card per service, linking to its listing. The
 * title is the site-config banner's heading, in text over its picture; the banner shows here only
 * (docs/decisions/0014-home-banner-and-root-relative-assets.md).
 */
export default async function EventsHomePage() {
  const banner = await getHomeBanner()
  return (
    <>
      <HomeBanner {...banner} />
      <ServiceCards services={serviceCards()} />
    </>
  )
}
