import { NextResponse, type NextRequest } from 'next/server'

import { env } from '@/config/env'
import { ANALYTICS_CONSENT_COOKIE, ANALYTICS_CONSENT_MAX_AGE_SECONDS, consentReturnPath, parseAnalyticsConsent } from '@/domain/analytics-consent'
import { paths } from '@/domain/paths'

/** The form's two fields fit in far less; anything larger is not our form. */
const MAX_BODY_BYTES = 2048

export const CHOOSE_ANALYTICS_MESSAGE = 'Choose whether to accept analytics cookies.'

function refuse(status: number, message: string): NextResponse {
  return new NextResponse(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' } })
}

/**
 * A resident's choice about analytics cookies, from the cookie banner without JavaScript or the cookies
 * page's form (issue 26 point 4, decision 0046): stored for a year and the resident sent back (303) to
 * the page they were on, a path of this site only. A form from another site never gets here (the
 * proxy's cross-site check, request-guards.ts); a body past 2 KB or a choice that is neither is refused.
 * Rejecting takes away analytics cookies set before. No database, no state: a flood costs a parse each.
 */
export async function POST(request: NextRequest): Promise<NextResponse> {
  if (Number(request.headers.get('content-length') ?? '0') > MAX_BODY_BYTES) return refuse(413, 'This form is too large.')
  let form: URLSearchParams
  try {
    const body = await request.text()
    if (Buffer.byteLength(body) > MAX_BODY_BYTES) return refuse(413, 'This form is too large.')
    form = new URLSearchParams(body)
  } catch {
    return refuse(400, CHOOSE_ANALYTICS_MESSAGE)
  }
  const choice = parseAnalyticsConsent(form.get('analytics'))
  if (!choice) return refuse(400, CHOOSE_ANALYTICS_MESSAGE)
  const location = consentReturnPath(form.get('returnTo'), `${paths.cookies()}?saved=1`)
  const response = new NextResponse(null, { status: 303, headers: { location, 'cache-control': 'private, no-store' } })
  response.cookies.set(ANALYTICS_CONSENT_COOKIE, choice, {
    path: '/',
    maxAge: ANALYTICS_CONSENT_MAX_AGE_SECONDS,
    sameSite: 'lax',
    secure: env().SITE_URL.startsWith('https:'),
  })
  if (choice === 'no') {
    for (const cookie of request.cookies.getAll()) if (/^(_ga|_gid|_gat)/.test(cookie.name)) response.cookies.set(cookie.name, '', { path: '/', maxAge: 0 })
  }
  return response
}
