import type { CollectionConfig } from 'payload'

import { contentWriters, publishedOrStaff } from '../access'
import { checkSitePath } from '../validation'

/**
 * Site alert banners (spec 000 section 3): an alert shows when it has no paths, or when the
 * current pathname starts with one of them. Only published alerts reach the public.
 */
export const Alerts: CollectionConfig = {
  slug: 'alerts',
  labels: { singular: 'Alert', plural: 'Alerts' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', '_status', 'updatedAt'], group: 'Site' },
  access: {
    read: publishedOrStaff,
    create: contentWriters,
    update: contentWriters,
    delete: contentWriters,
    readVersions: contentWriters,
  },
  versions: { drafts: true, maxPerDoc: 10 },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'content', type: 'richText', required: true },
    {
      name: 'matchLocations',
      label: 'Show only on these paths',
      type: 'array',
      labels: { singular: 'Path', plural: 'Paths' },
      admin: { description: 'Leave empty to show the alert on every page. A path also covers the pages below it.' },
      fields: [
        {
          name: 'path',
          type: 'text',
          required: true,
          admin: { placeholder: '/step2skills' },
          validate: (v: string | null | undefined) => checkSitePath(v),
        },
      ],
    },
  ],
}
