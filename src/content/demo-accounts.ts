import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { DEMO_USERS } from './seed/demo-users'

/**
 * No demo logins in production (issue 10 point 5, docs/decisions/0018). The demo accounts'
 * passwords are published in the README, so a production system must never hold an account that
 * still opens with one. The seed makes no demo accounts in production; a production start checks
 * every stored password against the demo ones and refuses while any matches; and an empty system
 * gets its first administrator from ADMIN_EMAIL / ADMIN_PASSWORD or a one-time generated password,
 * so nobody else can claim it through Payload's "create first user" screen.
 */

export const DEMO_PASSWORDS: readonly string[] = Object.values(DEMO_USERS).map((user) => user.password)

export class DemoPasswordsInProductionError extends Error {
  constructor(readonly emails: string[]) {
    super(
      `Refusing to start in production: ${emails.length === 1 ? 'the account' : 'these accounts'} ${emails.join(', ')} ` +
        `still ${emails.length === 1 ? 'has' : 'have'} a public demo password (README, "Demo logins"). ` +
        'Sign in at /admin in development and change the password, delete the account, or set ' +
        'NODE_ENV=development to run the demo; then start again.',
    )
    this.name = 'DemoPasswordsInProductionError'
  }
}

const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'

/**
 * Whether `password` opens a stored Payload hash: the same PBKDF2-SHA256 parameters Payload 3.90
 * uses to sign in (600,000 iterations and 32 bytes for 'pbkdf2-sha256-v1:' hashes, 25,000 and 512
 * for older ones; payload/dist/auth/strategies/local). Payload does not export its own check.
 */
export async function passwordMatchesHash(password: string, stored: { hash?: unknown; salt?: unknown }): Promise<boolean> {
  const { hash, salt } = stored
  if (typeof hash !== 'string' || typeof salt !== 'string') return false
  const current = hash.startsWith(CURRENT_PREFIX)
  const expected = Buffer.from(current ? hash.slice(CURRENT_PREFIX.length) : hash, 'hex')
  const derived = await new Promise<Buffer>((resolve, reject) =>
    crypto.pbkdf2(password, salt, current ? 600_000 : 25_000, current ? 32 : 512, 'sha256', (error, key) => (error ? reject(error) : resolve(key))),
  )
  return derived.length === expected.length && crypto.timingSafeEqual(derived, expected)
}

/** The e-mail addresses of every account whose password is one of the public demo passwords. */
export async function accountsWithDemoPasswords(payload: Payload): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'users',
    overrideAccess: true,
    showHiddenFields: true,
    pagination: false,
    depth: 0,
  })
  const found: string[] = []
  for (const user of docs as unknown as { email: string; hash?: string; salt?: string }[]) {
    const matches = await Promise.all(DEMO_PASSWORDS.map((password) => passwordMatchesHash(password, user)))
    if (matches.some(Boolean)) found.push(user.email)
  }
  return found
}

/** Throws DemoPasswordsInProductionError when any account still has a demo password. */
export async function refuseDemoPasswords(payload: Payload): Promise<void> {
  const emails = await accountsWithDemoPasswords(payload)
  if (emails.length > 0) throw new DemoPasswordsInProductionError(emails)
}

/**
 * On a system without any account, creates the first administrator: `email` with `password` when
 * given, else with a random password returned once for the caller to print. Returns undefined when
 * accounts exist already.
 */
export async function ensureFirstAdministrator(
  payload: Payload,
  options: { email: string; password?: string },
): Promise<{ email: string; generatedPassword?: string } | undefined> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return undefined
  const generatedPassword = options.password ? undefined : crypto.randomBytes(18).toString('base64url')
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email: options.email, password: options.password ?? generatedPassword, name: 'Administrator', roles: ['admin'] },
  })
  return { email: options.email, generatedPassword }
}
