/**
 * How many private assets look-ups with details that match no booking one client may make for one
 * event (issue 13 point 4, docs/decisions/0026): the limit that keeps booking references from being
 * guessed. Only failures count; a look-up that finds the booking is forgiven. The counts are kept
 * in the database (booking.private_assets_attempts), so every server and every way in (the page,
 * GET /eventsbookingapi/events/assets, a private file's download) shares them.
 */
export const PRIVATE_ASSETS_LIMIT = {
  /** Failed look-ups allowed per client and event in one window. */
  failuresPerWindow: 10,
  /** The window, in seconds: it starts at a client's first failure for the event. */
  windowSeconds: 15 * 60,
} as const

export interface AttemptWindow {
  /** Attempts counted in the window, this one included. */
  failures: number
  windowStartedAt: Date
}

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * Whether an attempt whose count brought the window to `window.failures` may be made: up to the
 * allowed number, yes; past it, no, until the window ends (at least 1 second from `now`).
 */
export function attemptVerdict(window: AttemptWindow, now: Date, limit: { failuresPerWindow: number; windowSeconds: number } = PRIVATE_ASSETS_LIMIT): AttemptVerdict {
  if (window.failures <= limit.failuresPerWindow) return { allowed: true }
  const endsAt = window.windowStartedAt.getTime() + limit.windowSeconds * 1000
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) }
}

/** A wait as a resident reads it: '45 seconds', '1 minute', '15 minutes' (whole minutes, rounded up). */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`
}
