/**
 * The banner overlay's alpha, 0 to 1. Site config stores overlayOpacity (spec 001 section 3) with
 * no stated scale, so a value above 1 is read as a percentage; anything unusable means no overlay.
 */
export function overlayAlpha(overlayOpacity: number | null | undefined): number {
  if (overlayOpacity === null || overlayOpacity === undefined || !Number.isFinite(overlayOpacity)) return 0
  const alpha = overlayOpacity > 1 ? overlayOpacity / 100 : overlayOpacity
  return Math.min(1, Math.max(0, alpha))
}

