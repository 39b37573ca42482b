import type { CollectionConfig } from 'payload'

import { contentWriters, staffOnly } from '../access'
import { resourcesField } from '../fields/resources'

/**
 * The page booked customers reach at /{area}/{event}/assets with their e-mail and booking
 * reference (spec 000 section 2). The booking module checks the booking and then reads this
 * with overrideAccess, so the public never reads it directly.
 */
export const PrivateAssetPages: CollectionConfig = {
  slug: 'private-asset-pages',
  labels: { singular: 'Private assets page', plural: 'Private assets pages' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'event', 'updatedAt'], group: 'Events' },
  access: { read: staffOnly, create: contentWriters, update: contentWriters, delete: contentWriters },
  fields: [
    {
      name: 'event',
      type: 'relationship',
      relationTo: 'events',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'richText' },
    resourcesField('assets', 'Assets', 'Files and links for people who booked this event.', {}, 'private-files'),
  ],
}
