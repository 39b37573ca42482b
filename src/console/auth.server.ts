import 'server-only'

import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { AuthenticationError, LockedAuth, ValidationError } from 'payload'

import { isStaffMember } from '@/content/access'
import { paths } from '@/domain/paths'
import type { User } from '@/payload-types'
import { payloadClient } from '@/site/payload.server'

/**
 * Staff sign-in for the console (spec 001 section 2, Login). Staff are Payload users, so one
 * session cookie serves the console and /admin alike: Payload's own token cookie.
 */
export const LOGIN_FAILED_MESSAGE = 'The username or password is not right. Check them and try again.'
export const ACCOUNT_LOCKED_MESSAGE =
  'This account is locked after too many failed attempts. Try again in 10 minutes, or ask an administrator to unlock it.'

async function tokenCookieName(): Promise<string> {
  const payload = await payloadClient()
  return `${payload.config.cookiePrefix}-token`
}

/** The signed-in staff member of this request, or null. */
export async function currentStaffUser(): Promise<User | null> {
  const payload = await payloadClient()
  try {
    const { user } = await payload.auth({ headers: await headers() })
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

export type SignInResult = { ok: true } | { ok: false; message: string }

/** Checks the credentials with Payload and, when right, sets the session cookie. */
export async function signIn(username: string, password: string): Promise<SignInResult> {
  const payload = await payloadClient()
  try {
    const { token, exp } = await payload.login({ collection: 'users', data: { email: username, password } })
    if (!token) return { ok: false, message: LOGIN_FAILED_MESSAGE }
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
    if (error instanceof LockedAuth) return { ok: false, message: ACCOUNT_LOCKED_MESSAGE }
    if (error instanceof AuthenticationError) return { ok: false, message: LOGIN_FAILED_MESSAGE }
    // An e-mail that is not an e-mail address fails Payload's validation: also just "not right".
    if (error instanceof ValidationError) return { ok: false, message: LOGIN_FAILED_MESSAGE }
    throw error
  }
}

export async function signOut(): Promise<void> {
  const store = await cookies()
  store.delete(await tokenCookieName())
}
