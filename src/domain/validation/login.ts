import { z } from 'zod'

/** Login form (spec 001 section 5): both fields required, with the spec's messages. */
export const LOGIN_MESSAGES = {
  usernameRequired: 'Username is a required field',
  passwordRequired: 'Password is a required field',
} as const

export const loginSchema = z.object({
  username: z.string({ error: LOGIN_MESSAGES.usernameRequired }).trim().min(1, LOGIN_MESSAGES.usernameRequired),
  // Passwords are taken exactly as typed: no trimming.
  password: z.string({ error: LOGIN_MESSAGES.passwordRequired }).min(1, LOGIN_MESSAGES.passwordRequired),
})

export type LoginInput = z.infer<typeof loginSchema>
