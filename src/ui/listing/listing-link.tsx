'use client'

import type { AnchorHTMLAttributes, MouseEvent } from 'react'

import { useListingNavigation } from './listing-navigation'

export interface ListingLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string
  /** Bring the results into view and give them focus once they arrive (paging). */
  toResults?: boolean
}

/**
 * A link to another state of the listing: a plain link without JavaScript; with it, a client-side
 * navigation that keeps the page (a click with a modifier key still opens a new tab or window).
 */
export function ListingLink({ href, toResults, onClick, ...rest }: ListingLinkProps) {
  const navigation = useListingNavigation()
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (!navigation || event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    navigation.navigate(href, { toResults })
  }
  return <a href={href} onClick={onLinkClick} {...rest} />
}
