/**
 * Text colour for a promo card's background colour. Editors pick any hex colour (spec 000
 * section 3: promo cards have a backgroundColour), so the text is whichever of black or white
 * contrasts more with it. With pure black the better of the two is always at least 4.58:1 (WCAG AA
 * needs 4.5); the govuk text black (#0b0c0c) would fall just short on a mid grey such as #777.
 */
export const PROMO_DARK_TEXT = '#000000'
export const PROMO_LIGHT_TEXT = '#ffffff'

export type Rgb = readonly [number, number, number]

/** '#1d70b8' or '#17b' as red, green and blue from 0 to 255; undefined for anything else. */
export function parseHexColour(value: string | null | undefined): Rgb | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value?.trim() ?? '')
  if (!match?.[1]) return undefined
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1]
  return [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16)) as unknown as Rgb
}

/** WCAG 2 relative luminance of a colour. */
export function relativeLuminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
}

/** WCAG 2 contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (lighter + 0.05) / (darker + 0.05)
}

/**
 * The background and text colours of a promo card; undefined when the card has no usable colour,
 * so the stylesheet's tinted default applies.
 */
export function promoColours(backgroundColour: string | null | undefined): { background: string; text: string } | undefined {
  const background = parseHexColour(backgroundColour)
  if (!background) return undefined
  const dark = parseHexColour(PROMO_DARK_TEXT) as Rgb
  const light = parseHexColour(PROMO_LIGHT_TEXT) as Rgb
  const text = contrastRatio(background, light) >= contrastRatio(background, dark) ? PROMO_LIGHT_TEXT : PROMO_DARK_TEXT
  return { background: (backgroundColour as string).trim(), text }
}
