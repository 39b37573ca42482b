import { templateForPath } from '../../domain/listings'

import type { ShellVariant } from './types'

/**
 * The shell variant for a page path. The adult-learning microsite lives under the /hals listing
 * (spec 001 section 2 route table), so /hals and everything below it gets the adultLearning header
 * and footer (spec 000 section 2: 'the adult-learning variant has its own header and footer').
 * Decision: we match the whole first segment ('/hals' or '/hals/...'), not any path that merely
 * starts with the letters '/hals', so a future '/halsey' page would not pick it up.
 * Every other path takes the listing template (spec 001 section 2): send, hafls or default.
 */
export function variantForPath(pathname: string): ShellVariant {
  if (pathname === '/hals' || pathname.startsWith('/hals/')) {
    return 'adultLearning'
  }
  return templateForPath(pathname)
}
