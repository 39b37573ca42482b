import type { TextField } from 'payload'

import { checkSlug, slugify } from '../validation'

/**
 * A unique, indexed slug filled from the title when left blank. For events it is the last segment
 * of the uri and the id the booking page reads (spec 000 section 2, /booking/{id}).
 */
export function slugField(from = 'title', overrides: Partial<TextField> = {}): TextField {
  return {
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: {
      position: 'sidebar',
      description: 'Lower-case words joined by hyphens. Filled from the title when left blank.',
    },
    hooks: {
      beforeValidate: [
        ({ value, siblingData }) => {
          if (typeof value === 'string' && value.trim() !== '') return slugify(value)
          const source = siblingData?.[from]
          return typeof source === 'string' && source.trim() !== '' ? slugify(source) : value
        },
      ],
    },
    validate: (value: string | null | undefined) => checkSlug(value),
    ...overrides,
  } as TextField
}
