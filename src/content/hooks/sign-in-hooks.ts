import type { CollectionAfterErrorHook, CollectionAfterLoginHook, CollectionBeforeOperationHook, PayloadRequest } from 'payload'

import { clientAddressFrom } from '@/server/client-address'
import { accountOf, beforePasswordCheck, passwordCheckFailed, passwordCheckPassed, passwordResetVerdict, SignInThrottled } from '@/security/sign-in-guard'
import type { ThrottleKeys } from '@/security/sign-in-throttle'
import { signInThrottles } from '@/wiring/sign-in-throttles.server'

/**
 * Payload's own REST sign-in and password-reset routes (POST /api/users/login, /forgot-password)
 * go through the same throttle as the /login page (src/loaders/console/auth.server.ts, decision 0017), so
 * nobody can go round it. Local API calls are the page's, which throttles them itself.
 */
const KEYS = 'signInThrottleKeys'

function keysOf(req: PayloadRequest, email: unknown): ThrottleKeys {
  return { client: clientAddressFrom(req.headers), account: accountOf(email) }
}

function refuse(req: PayloadRequest, retryAfterSeconds: number): never {
  req.responseHeaders = new Headers({ 'Retry-After': String(retryAfterSeconds) })
  throw new SignInThrottled(retryAfterSeconds)
}

export const throttleSignIns: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (req.payloadAPI !== 'REST') return args
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data
  if (operation === 'login') {
    const keys = keysOf(req, data?.email)
    const verdict = await beforePasswordCheck(req.payload, signInThrottles().signIn, keys, data?.password)
    if (!verdict.allowed) refuse(req, verdict.retryAfterSeconds)
    req.context[KEYS] = keys
  } else if (operation === 'forgotPassword') {
    const verdict = await passwordResetVerdict(req.payload, signInThrottles().passwordReset, keysOf(req, data?.email))
    if (!verdict.allowed) refuse(req, verdict.retryAfterSeconds)
  }
  return args
}

export const countFailedSignIns: CollectionAfterErrorHook = async ({ error, req }) => {
  const keys = req.context[KEYS] as ThrottleKeys | undefined
  if (keys && (error.name === 'AuthenticationError' || error.name === 'ValidationError')) await passwordCheckFailed(req.payload, signInThrottles().signIn, keys)
  return undefined
}

export const forgiveSignedIn: CollectionAfterLoginHook = async ({ req }) => {
  const keys = req.context[KEYS] as ThrottleKeys | undefined
  if (keys) await passwordCheckPassed(signInThrottles().signIn, keys)
}
