/**
 * Telephone numbers as the booking form takes them (free text, spec 000 section 7) and as GOV.UK
 * Notify sends text messages to them (issue 26 point 3, decision 0045): only a UK mobile number gets
 * a text message; a landline, a number abroad or anything else gets the e-mail alone.
 */

/** What may separate the digits as people write them: spaces, dots, hyphens and brackets. */
const SEPARATORS = /[\s.\-()]/g

/**
 * The UK mobile number in `written`, as +447 and nine digits, or null when it is not one.
 * Accepts 07…, +447…, 00447… and 447…, with the separators people type, and "+44 (0)7…".
 */
export function ukMobileNumber(written: string): string | null {
  const compact = written.replace('(0)', '').replace(SEPARATORS, '')
  const national = /^(?:\+44|0044|44|0)(7\d{9})$/.exec(compact)
  return national ? `+44${national[1]}` : null
}
