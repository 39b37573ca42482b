import 'server-only'

import { cookies, headers } from 'next/headers'
import { forbidden, redirect } from 'next/navigation'
import { AuthenticationError, ValidationError } from 'payload'

import { isStaffMember } from '@/domain/staff-roles'
import { canUseConsole } from '@/domain/console-access'
import { paths } from '@/domain/paths'
import type { User } from '@/payload-types'
import { clientAddressFrom } from '@/server/client-address'
import { accountOf, beforePasswordCheck, passwordCheckFailed, passwordCheckPassed } from '@/security/sign-in-guard'
import { signInThrottles } from '@/wiring/sign-in-throttles.server'
import { throttledMessage } from '@/security/sign-in-throttle'
import { payloadClient } from '@/loaders/site/payload.server'

/**
 * Staff sign-in for the console (spec 001 section 2, Login). Staff are Payload users, so one
 * session cookie serves the console and /admin alike: Payload's own token cookie.
 */
export const LOGIN_FAILED_MESSAGE = 'The username or password is not right. Check them and try again.'

async function tokenCookieName(): Promise<string> {
  const payload = await payloadClient()
  return `${payload.config.cookiePrefix}-token`
}

/**
 * The signed-in staff member of this request, or null. A request with neither Payload's session cookie
 * nor an Authorization header (every anonymous visitor) is nobody, decided without asking Payload:
 * payload.auth would still work out an anonymous visitor's permissions on every collection, about 6 %
 * of a listing's render (issue 27 point 2). The booking API's staff check does the same (staff-caller.ts).
 */
export async function currentStaffUser(): Promise<User | null> {
  const requestHeaders = await headers()
  if (!requestHeaders.get('authorization') && !(await cookies()).has(await tokenCookieName())) return null
  const payload = await payloadClient()
  try {
    const { user } = await payload.auth({ headers: requestHeaders })
    return user && user.collection === 'users' && isStaffMember(user) ? (user as User) : null
  } catch {
    // An expired or tampered token is simply no session.
    return null
  }
}

/** For authenticated layouts (spec 001 section 6): the staff member, or a redirect to /login. */
export async function requireStaffUser(): Promise<User> {
  const user = await currentStaffUser()
  if (!user) redirect(paths.login())
  return user
}

/**
 * The one guard of every console page (the console's layout, decision 0025): not signed in, to
 * /login; signed in without a console role (an editor), the 403 page (forbidden.tsx).
 */
export async function requireConsoleUser(): Promise<User> {
  const user = await requireStaffUser()
  if (!canUseConsole(user)) forbidden()
  return user
}

export type SignInResult = { ok: true } | { ok: false; message: string }

/**
 * Checks the credentials with Payload and, when right, sets the session cookie. Every failure gives
 * the one message, whether or not the account exists, in the same time; failures buy growing waits
 * by account and client (src/security/sign-in-throttle.ts, decision 0017), never a lock-out.
 */
export async function signIn(username: string, password: string): Promise<SignInResult> {
  const payload = await payloadClient()
  const keys = { client: clientAddressFrom(await headers()), account: accountOf(username) }
  const { signIn: throttle } = signInThrottles()
  const verdict = await beforePasswordCheck(payload, throttle, keys, password)
  if (!verdict.allowed) return { ok: false, message: throttledMessage(verdict.retryAfterSeconds) }
  try {
    const { token, exp } = await payload.login({ collection: 'users', data: { email: username, password } })
    if (!token) {
      await passwordCheckFailed(payload, throttle, keys)
      return { ok: false, message: LOGIN_FAILED_MESSAGE }
    }
    await passwordCheckPassed(throttle, keys)
    const store = await cookies()
    store.set(await tokenCookieName(), token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: process.env.NODE_ENV === 'production',
      path: '/',
      ...(exp ? { expires: new Date(exp * 1000) } : {}),
    })
    return { ok: true }
  } catch (error) {
    // An e-mail that is not an e-mail address fails Payload's validation: also just "not right".
    if (error instanceof AuthenticationError || error instanceof ValidationError) {
      await passwordCheckFailed(payload, throttle, keys)
      return { ok: false, message: LOGIN_FAILED_MESSAGE }
    }
    throw error
  }
}

export async function signOut(): Promise<void> {
  const store = await cookies()
  store.delete(await tokenCookieName())
}
