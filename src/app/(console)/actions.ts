'use server'

import { redirect } from 'next/navigation'

import { signIn, signOut } from '@/loaders/console/auth.server'
import { fieldErrorsOf, type FieldErrors } from '@/domain/validation/field-errors'
import { loginSchema } from '@/domain/validation/login'
import { paths } from '@/domain/paths'

export interface LoginState {
  username: string
  fieldErrors: FieldErrors
  /** The authentication error shown under the form (spec 001 section 2). */
  authError?: string
}

export async function logIn(_previous: LoginState, formData: FormData): Promise<LoginState> {
  const raw = { username: formData.get('username') ?? undefined, password: formData.get('password') ?? undefined }
  const parsed = loginSchema.safeParse(raw)
  const username = typeof raw.username === 'string' ? raw.username : ''
  if (!parsed.success) return { username, fieldErrors: fieldErrorsOf(parsed.error) }
  const result = await signIn(parsed.data.username, parsed.data.password)
  if (!result.ok) return { username, fieldErrors: {}, authError: result.message }
  redirect(paths.consoleHome())
}

export async function logOut(): Promise<void> {
  await signOut()
  redirect(paths.login())
}
