import { bookingPool } from '../booking/db/pool.server'
import { addFailure, forgetFailures, readFailures } from '../booking/sign-in/sign-in-failures-repository'
import { signInThrottlesOver, type SignInThrottles } from '../security/sign-in-throttle'

/**
 * The staff sign-in and password-reset throttles (decision 0017), counting in the booking database
 * (booking.sign_in_failures), so every web server counts the same failures: the /login page's action
 * and Payload's REST hooks use these. Apart from services.server.ts, which loads Payload: the hooks
 * that use this are part of Payload's config.
 */
let throttles: SignInThrottles | undefined

export function signInThrottles(): SignInThrottles {
  throttles ??= signInThrottlesOver({
    read: (throttle, keys, sinceMs) => readFailures(bookingPool(), throttle, keys, sinceMs),
    addFailure: (throttle, keys, nowMs, forgetBeforeMs) => addFailure(bookingPool(), throttle, keys, nowMs, forgetBeforeMs),
    forget: (throttle, key) => forgetFailures(bookingPool(), throttle, key),
  })
  return throttles
}
