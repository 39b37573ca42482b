'use client'

import { usePathname } from 'next/navigation'

import { ratePageHref } from './page-widget-links'

export interface RatePageLinkProps {
  /** RATE_PAGE_URL: the feedback form, where '{url}' stands for the rated page's address. */
  urlTemplate: string
  /** SITE_URL, to give the feedback form the page's full address. */
  siteUrl: string
}

/**
 * 'Rate this page' (spec 000 section 1): a plain link to the council's feedback form, naming the
 * current page. A link rather than an embedded third-party widget, so nothing is loaded from
 * another host until a person chooses to give feedback. The address follows client-side navigation.
 */
export function RatePageLink({ urlTemplate, siteUrl }: RatePageLinkProps) {
  const pathname = usePathname() ?? '/'
  const pageUrl = new URL(pathname, siteUrl).toString()
  return (
    <p className="govuk-body app-page-widgets__rate">
      <a className="govuk-link" href={ratePageHref(urlTemplate, pageUrl)}>
        Rate this page
      </a>
    </p>
  )
}
