/**
 * The banner overlay's alpha, 0 to 1. Site config stores overlayOpacity (spec 001 section 3) with
 * no stated scale, so a value above 1 is read as a percentage; anything unusable means no overlay.
 */
export function overlayAlpha(overlayOpacity: number | null | undefined): number {
  if (overlayOpacity === null || overlayOpacity === undefined || !Number.isFinite(overlayOpacity)) return 0
  const alpha = overlayOpacity > 1 ? overlayOpacity / 100 : overlayOpacity
  return Math.min(1, Math.max(0, alpha))
}

/**
 * A CSS background-image value for a content-supplied url. Quotes, backslashes and line breaks are
 * escaped so the url cannot end the CSS string and inject other declarations.
 */
export function cssBackgroundImage(url: string): string {
  const escaped = url.replace(/["\\\n\r\f]/g, (character) => `\\${character.charCodeAt(0).toString(16)} `)
  return `url("${escaped}")`
}
