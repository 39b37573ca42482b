import { paths } from '../../domain/paths'

import type { FooterColumn, FooterLink } from './types'

/**
 * Fixed footer links of the send and hafls variants. The spec lists what the send footer links to
 * (spec 000 section 2) but not the addresses; these are the council's public pages as we expect
 * them, kept in one place so content staff can correct them (or move them to site config) later.
 */
const COUNCIL_SITE = 'https://www.hertfordshire.gov.uk'

/**
 * Our own privacy notice (issue 13 point 5, decision 0027): what the booking service keeps and
 * when it is anonymised. Every footer variant links to it, beside the council's general policy.
 */
export const PRIVACY_NOTICE_LINK = { title: 'Privacy notice for bookings', url: paths.privacyNotice() } as const satisfies FooterLink

/** The booking service's own accessibility statement (issue 26 point 4), in every footer. */
export const ACCESSIBILITY_STATEMENT_LINK = { title: 'Accessibility statement for bookings', url: paths.accessibilityStatement() } as const satisfies FooterLink

/** The cookies page (issue 26 point 4, decision 0046): what the service stores, and the analytics choice. */
export const COOKIES_LINK = { title: 'Cookies', url: paths.cookies() } as const satisfies FooterLink

export const SEND_FOOTER_LINKS = {
  contact: {
    title: 'Contact the SEND Local Offer team',
    url: `${COUNCIL_SITE}/microsites/local-offer/contact-us.aspx`,
  },
  socialMediaPage: {
    title: 'Local Offer social media',
    url: `${COUNCIL_SITE}/microsites/local-offer/social-media.aspx`,
  },
  socialMediaAccount: {
    title: 'Hertfordshire Local Offer on Facebook',
    url: 'https://www.facebook.com/HertsLocalOffer',
  },
  accessibility: {
    title: 'Accessibility',
    url: `${COUNCIL_SITE}/about-the-council/legal/accessibility.aspx`,
  },
  privacyPolicy: {
    title: 'Privacy policy',
    url: `${COUNCIL_SITE}/about-the-council/legal/privacy-policy.aspx`,
  },
  britishSignLanguage: {
    title: 'British Sign Language',
    url: `${COUNCIL_SITE}/about-the-council/contact-us/british-sign-language.aspx`,
  },
} as const satisfies Record<string, FooterLink>

export const SEND_FOOTER_COLUMNS: readonly FooterColumn[] = [
  { title: 'SEND Local Offer', links: [SEND_FOOTER_LINKS.contact] },
  { title: 'Follow us', links: [SEND_FOOTER_LINKS.socialMediaPage, SEND_FOOTER_LINKS.socialMediaAccount] },
]

export const SEND_FOOTER_META_LINKS: readonly FooterLink[] = [
  SEND_FOOTER_LINKS.accessibility,
  SEND_FOOTER_LINKS.privacyPolicy,
  SEND_FOOTER_LINKS.britishSignLanguage,
]

/** The hafls (Step 2 Skills) footer's own columns (spec 000 section 2: variants swap the footer). */
export const HAFLS_FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: 'Step 2 Skills',
    links: [
      { title: 'Find a course', url: paths.listing('/step2skills') },
      { title: 'About Step 2 Skills', url: `${COUNCIL_SITE}/services/adult-learning/step-2-skills.aspx` },
      { title: 'Fees and funding', url: `${COUNCIL_SITE}/services/adult-learning/fees-and-funding.aspx` },
    ],
  },
  {
    title: 'Family learning',
    links: [
      { title: 'Courses for families', url: `${COUNCIL_SITE}/services/adult-learning/family-learning.aspx` },
      { title: 'Learning in your community', url: `${COUNCIL_SITE}/services/adult-learning/community-learning.aspx` },
    ],
  },
  {
    title: 'Help',
    links: [
      { title: 'Contact us', url: `${COUNCIL_SITE}/services/adult-learning/contact-us.aspx` },
      { title: 'Accessibility', url: SEND_FOOTER_LINKS.accessibility.url },
      { title: 'Privacy policy', url: SEND_FOOTER_LINKS.privacyPolicy.url },
    ],
  },
]
