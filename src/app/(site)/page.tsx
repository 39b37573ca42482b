import type { Metadata } from 'next'

import { getHomeBanner, homeIntroduction, serviceCards } from '@/loaders/site/home-page.server'
import { HomeBanner, ServiceCards } from '@/ui/home'

export const metadata: Metadata = { title: 'Events and courses' }

/**
 * Events home (spec 000 section 2): a title and one card per service, linking to its listing. The
 * title is the site-config banner's heading, in text over its picture; the banner shows here only
 * (docs/decisions/0014-home-banner-and-root-relative-assets.md). Its introduction and the cards'
 * texts are editable in Site config (issue 26 point 4).
 */
export default async function EventsHomePage() {
  const [banner, introduction, services] = await Promise.all([getHomeBanner(), homeIntroduction(), serviceCards()])
  return (
    <>
      <HomeBanner {...banner} />
      {introduction ? <p className="govuk-body-l app-home-introduction">{introduction}</p> : null}
      <ServiceCards services={services} />
    </>
  )
}
