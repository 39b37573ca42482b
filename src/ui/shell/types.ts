/**
 * The data the public site shell needs (spec 000 section 2 'Shell', section 3 'Footer content' and
 * 'Navigation item'; spec 001 section 3 'Site config'). Pages map the site-config global onto these
 * shapes so the shell never depends on Payload's generated types.
 */

/** A navigation link; `children` nest up to three levels in all (spec 001 section 2 'Layouts'). */
export interface NavigationItem {
  title: string
  url: string
  children?: NavigationItem[]
}

export interface FooterLink {
  title: string
  url: string
}

export interface FooterColumn {
  title: string
  links: FooterLink[]
}

/** Social media account addresses; a missing or empty one is not shown. */
export interface SocialLinks {
  facebook?: string
  twitter?: string
  youtube?: string
  instagram?: string
}

/** The footer's marketing logo: an image with its alt text, optionally linked. */
export interface Marketing {
  url?: string
  imageUrl?: string
  alt?: string
}

/**
 * The shell's brand variants: send, hafls and default swap the header and footer colours and the
 * footer; adultLearning has its own header and footer (spec 000 sections 1 and 2).
 */
export type ShellVariant = 'default' | 'send' | 'hafls' | 'adultLearning'

export interface SiteShellData {
  /** Shown beside the council name in the header, e.g. 'Events and courses'. */
  siteTitle: string
  /** Used in the header, the copyright line and the page title suffix. */
  councilName: string
  /** The council's main website, linked from the footer. */
  councilSiteUrl: string
  navigation: NavigationItem[]
  footerColumns: FooterColumn[]
  social: SocialLinks
  marketing: Marketing
}

/** An ancestor page in the breadcrumb trail, home first. */
export interface BreadcrumbItem {
  title: string
  url: string
}

/** A site-wide alert (spec 000 section 3 'Alert'). */
export interface ShellAlert {
  id: string
  title: string
  /** Already sanitised HTML (src/domain/rich-text.ts); the shell renders it as given. */
  contentHtml: string
  /** Path prefixes the alert shows on; empty means every page. */
  matchLocations: string[]
}

/**
 * The 'Log out' control shown to authenticated users (spec 000 section 2 'Shell'). The action is a
 * route path (posted to) or a server action.
 */
export interface LogoutControl {
  action: string | ((formData: FormData) => void | Promise<void>)
}
