import Link from 'next/link'
import type { MouseEventHandler, ReactNode } from 'react'

export interface NavLinkProps {
  href: string
  className?: string
  children: ReactNode
  onClick?: MouseEventHandler<HTMLAnchorElement>
}

/** True for a path on this site ('/events'), false for another site or a protocol-relative url. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//')
}

/**
 * A link that uses client-side navigation for pages on this site and a plain anchor for other
 * sites (navigation and footer links come from content and can point anywhere).
 */
export function NavLink({ href, className, children, onClick }: NavLinkProps) {
  if (isInternalHref(href)) {
    return (
      <Link href={href} className={className} onClick={onClick}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  )
}
