import type { CollectionConfig } from 'payload'

import { anyone, contentWriters } from '../access'
import { brandOptions } from '../brands'
import { slugField } from '../fields/slug'
import { syncEventsReferencingAfterChange } from '../hooks/event-projection'

/** Event categories per brand (spec 001 section 3: category filter, multi-select, per brand). */
export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: { singular: 'Category', plural: 'Categories' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'brand', 'slug'], group: 'Events' },
  access: { read: anyone, create: contentWriters, update: contentWriters, delete: contentWriters },
  // Cards and facets show this from the booking schema's event rows (src/content/hooks/event-projection.ts).
  hooks: { afterChange: [syncEventsReferencingAfterChange('categories')] },
  defaultSort: 'title',
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title'),
    {
      name: 'brand',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'default',
      options: brandOptions,
      admin: { position: 'sidebar', description: 'The listings whose category filter offers it.' },
    },
    { name: 'description', type: 'textarea' },
  ],
}
