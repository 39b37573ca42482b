/** Every booking answer is personal and current: never cached by a browser or a proxy. */
export const NO_STORE = { 'Cache-Control': 'no-store' } as const
