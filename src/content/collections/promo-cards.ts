import type { CollectionConfig } from 'payload'

import { anyone, contentWriters } from '../access'
import { brandOptions } from '../brands'
import { checkHexColour, checkLink, checkOpacity } from '../validation'

const ALIGNMENTS = [
  { label: 'Left', value: 'left' },
  { label: 'Centre', value: 'center' },
  { label: 'Right', value: 'right' },
]

/** Promo cards interleaved with listing results (spec 000 section 2: every 6th slot, at most 2). */
export const PromoCards: CollectionConfig = {
  slug: 'promo-cards',
  labels: { singular: 'Promo card', plural: 'Promo cards' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'brand', 'linkUrl'], group: 'Events' },
  access: { read: anyone, create: contentWriters, update: contentWriters, delete: contentWriters },
  fields: [
    {
      name: 'brand',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'default',
      options: brandOptions,
      admin: { position: 'sidebar', description: 'The listings that may show this card.' },
    },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'categories',
      admin: { position: 'sidebar', description: 'Optional: show the card mainly when this category is chosen.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'title', type: 'text', required: true, admin: { width: '70%' } },
        { name: 'titleAlignment', type: 'select', defaultValue: 'left', options: ALIGNMENTS, admin: { width: '30%' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'body', type: 'textarea', admin: { width: '70%' } },
        { name: 'bodyAlignment', type: 'select', defaultValue: 'left', options: ALIGNMENTS, admin: { width: '30%' } },
      ],
    },
    {
      type: 'collapsible',
      label: 'Link',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'linkUrl', label: 'Link address', type: 'text', admin: { width: '40%' }, validate: (v: string | null | undefined) => checkLink(v) },
            { name: 'linkTitle', label: 'Link text', type: 'text', admin: { width: '40%' } },
            {
              name: 'linkStyle',
              type: 'select',
              defaultValue: 'link',
              options: [
                { label: 'Link', value: 'link' },
                { label: 'Button', value: 'button' },
              ],
              admin: { width: '20%' },
            },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Background',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'backgroundColour',
              label: 'Background colour',
              type: 'text',
              admin: { width: '50%', description: 'A hex colour such as #1d70b8; text must stay readable on it.' },
              validate: (v: string | null | undefined) => checkHexColour(v),
            },
            {
              name: 'backgroundOpacity',
              label: 'Background opacity',
              type: 'number',
              defaultValue: 0.5,
              min: 0,
              max: 1,
              admin: { width: '50%', step: 0.05, description: 'From 0 (image hidden) to 1.' },
              validate: (v: number | number[] | null | undefined) => checkOpacity(Array.isArray(v) ? v[0] : v),
            },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'backgroundImage', label: 'Background image', type: 'upload', relationTo: 'media', admin: { width: '50%' } },
            { name: 'backgroundImageAlt', label: 'Background image alt text', type: 'text', admin: { width: '50%', description: 'Leave blank if the image is decorative.' } },
          ],
        },
      ],
    },
  ],
}
