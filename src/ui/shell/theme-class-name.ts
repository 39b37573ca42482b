import type { ShellVariant } from './types'

/** The class that sets a variant's brand colours (src/ui/styles/_variants.scss). */
export function themeClassName(variant: ShellVariant): string {
  return variant === 'adultLearning' ? 'app-theme--adult-learning' : `app-theme--${variant}`
}
