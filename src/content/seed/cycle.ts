/**
 * Index-based variety for the demo content: the item at `index`, wrapping round. The seed uses
 * this instead of randomness so the same `now` always gives the same content.
 */
export function cycle<T>(items: readonly T[], index: number): T {
  if (items.length === 0) throw new Error('cycle() needs at least one item')
  return items[((index % items.length) + items.length) % items.length] as T
}
