/**
 * Server errors arrive in an errorCode field (spec 000 sections 7 and 8, spec 001 section 8): a
 * value starting 'ERROR:' has that prefix removed and is thrown as the message; any other value is
 * ignored.
 */
export const SERVER_ERROR_PREFIX = 'ERROR:'

/**
 * The message carried by an errorCode, or undefined when the value is not a server error (empty,
 * null, not a string, or text without the 'ERROR:' prefix, which is matched case-sensitively at
 * the very start). The space after the prefix is trimmed with the rest of the surrounding spaces;
 * 'ERROR:' with nothing after it is still an error and gives '' (the caller shows its own text).
 */
export function serverErrorMessage(errorCode: unknown): string | undefined {
  if (typeof errorCode !== 'string' || !errorCode.startsWith(SERVER_ERROR_PREFIX)) return undefined
  return errorCode.slice(SERVER_ERROR_PREFIX.length).trim()
}

/** Whether an errorCode carries a server error (spec 000 section 8). */
export function isServerError(errorCode: unknown): boolean {
  return serverErrorMessage(errorCode) !== undefined
}

/** The errorCode the server sends for a message: 'ERROR: <message>', the reverse of serverErrorMessage. */
export function serverErrorCode(message: string): string {
  return `${SERVER_ERROR_PREFIX} ${message.trim()}`
}
