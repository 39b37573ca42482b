import { FooterLayout } from './footer-layout'
import { ACCESSIBILITY_STATEMENT_LINK, COOKIES_LINK, HAFLS_FOOTER_COLUMNS, PRIVACY_NOTICE_LINK, SEND_FOOTER_COLUMNS, SEND_FOOTER_META_LINKS } from './footer-content'
import type { FooterColumn, Marketing, ShellVariant, SocialLinks } from './types'

export interface SiteFooterProps {
  /** The brand variant; adultLearning has its own footer (AdultLearningFooter). */
  variant?: Exclude<ShellVariant, 'adultLearning'>
  councilName: string
  councilSiteUrl: string
  /** Site-config footer columns, used by the default variant. */
  columns: readonly FooterColumn[]
  social: SocialLinks
  marketing: Marketing
}

/**
 * The site footer by variant (spec 000 section 2): default shows the site-config columns, social
 * links and marketing logo; send links to the SEND contact page, its social media page and
 * account, and the accessibility, privacy policy and British Sign Language pages; hafls has its
 * own columns. Each links to our privacy notice for bookings and ends with '© {councilName}'.
 */
export function SiteFooter({ variant = 'default', councilName, councilSiteUrl, columns, social, marketing }: SiteFooterProps) {
  const councilLink = { title: `${councilName} website`, url: councilSiteUrl }
  if (variant === 'send') {
    return (
      <FooterLayout
        className="app-footer--send"
        councilName={councilName}
        columns={SEND_FOOTER_COLUMNS}
        metaLinks={[...SEND_FOOTER_META_LINKS, PRIVACY_NOTICE_LINK, COOKIES_LINK, ACCESSIBILITY_STATEMENT_LINK, councilLink]}
      />
    )
  }
  if (variant === 'hafls') {
    return (
      <FooterLayout
        className="app-footer--hafls"
        councilName={councilName}
        columns={HAFLS_FOOTER_COLUMNS}
        metaLinks={[PRIVACY_NOTICE_LINK, COOKIES_LINK, ACCESSIBILITY_STATEMENT_LINK, councilLink]}
        social={social}
      />
    )
  }
  return (
    <FooterLayout
      className="app-footer--default"
      councilName={councilName}
      columns={columns}
      metaLinks={[PRIVACY_NOTICE_LINK, COOKIES_LINK, ACCESSIBILITY_STATEMENT_LINK, councilLink]}
      social={social}
      marketing={marketing}
    />
  )
}
