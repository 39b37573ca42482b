import { emailSettings } from '@/booking/email/email-settings'
import { emailPreviewHtml } from '@/booking/email/email-preview'
import { emailDocument, escapeHtml, HEADING_L, LINK, PARAGRAPH } from '@/booking/email/email-html'
import { env } from '@/config/env'
import { paths } from '@/domain/paths'
import { findEventByUri } from '@/loaders/site/content.server'
import { NOT_FOUND_TITLE } from '@/ui/shell/not-found-content'

interface EmailPreviewContext {
  params: Promise<{ listing: string; slug: string }>
}

const HTML = { 'content-type': 'text/html; charset=utf-8' }

/**
 * The confirmation e-mail preview, /{area}/{event}/email (spec 000 section 2): the e-mail itself,
 * with sample booking data, exactly as GET /eventsbookingapi/baskets/email answers it (both call
 * emailPreviewHtml). It holds no personal data; the cache policy keeps it `private, no-store` like
 * every page outside the listings (src/server/cache-policy.ts), so an edited event shows at once.
 *
 * The proxy sends an unknown event's preview to the not-found page (src/domain/site-routes.ts); a
 * private event is known there, so it is refused here, with the not-found page's words.
 */
export async function GET(_request: Request, { params }: EmailPreviewContext): Promise<Response> {
  const { listing, slug } = await params
  const event = await findEventByUri(`/${listing}/${slug}`)
  const html = event ? emailPreviewHtml(event, emailSettings(), new Date()) : null
  if (html !== null) return new Response(html, { status: 200, headers: HTML })
  const body = [
    `<h1 style="${HEADING_L}">${escapeHtml("Sorry, this page isn't working")}</h1>`,
    `<p style="${PARAGRAPH}">The page you asked for does not exist or has moved.</p>`,
    `<p style="${PARAGRAPH}"><a href="${paths.home()}" style="${LINK}">Go to the homepage</a></p>`,
  ].join('\n')
  return new Response(emailDocument(`${NOT_FOUND_TITLE} | ${env().COUNCIL_NAME}`, env().COUNCIL_NAME, body), { status: 404, headers: HTML })
}
