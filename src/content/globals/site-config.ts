import type { Field, GlobalConfig } from 'payload'

import { anyone, contentWriters } from '../access'
import { LISTINGS } from '../../domain/listings'
import { checkLink, checkOpacity } from '../validation'

const link = (required = true): Field[] => [
  {
    type: 'row',
    fields: [
      { name: 'title', type: 'text', required, admin: { width: '50%' } },
      {
        name: 'url',
        type: 'text',
        required,
        admin: { width: '50%', description: 'A site path such as /events or a full address.' },
        validate: (v: string | null | undefined) => checkLink(v, required),
      },
    ],
  },
]

export interface NavigationLink {
  title: string
  url: string
  children: NavigationLink[]
}

type StoredLink = { title?: string | null; url?: string | null }
type StoredNavigation = (StoredLink & {
  children?: (StoredLink & { grandchildren?: StoredLink[] | null })[] | null
})[]

/** The stored three-level menu as one recursive shape (spec 001 section 3, navigation item). */
export function toNavigationTree(navigation: StoredNavigation | null | undefined): NavigationLink[] {
  const link = (item: StoredLink, children: NavigationLink[]): NavigationLink => ({
    title: item.title ?? '',
    url: item.url ?? '',
    children,
  })
  return (navigation ?? []).map((first) =>
    link(
      first,
      (first.children ?? []).map((second) => link(second, (second.grandchildren ?? []).map((third) => link(third, [])))),
    ),
  )
}

/**
 * Site title, header banner, navigation three levels deep and footer (spec 001 section 3). The
 * banner (image, overlay and strapline) shows on the events home only (docs/decisions/0014).
 */
export const SiteConfig: GlobalConfig = {
  slug: 'site-config',
  label: 'Site configuration',
  admin: { group: 'Site' },
  access: { read: anyone, update: contentWriters },
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: 'Events and courses' },
    {
      type: 'tabs',
      tabs: [
        {
          // Issue 26 point 4: the texts that were in code, editable; empty keeps the default.
          label: 'Introductions',
          fields: [
            {
              name: 'introductions',
              type: 'group',
              fields: [
                {
                  name: 'home',
                  label: 'Events home',
                  type: 'textarea',
                  maxLength: 600,
                  admin: { description: 'A paragraph under the banner of the events home. Leave empty for none.' },
                },
                ...LISTINGS.map(
                  (listing): Field => ({
                    name: listing.introductionField,
                    label: `${listing.title} (${listing.path})`,
                    type: 'textarea',
                    maxLength: 600,
                    admin: { description: `Under the listing's heading and on its card on the events home. Leave empty for: "${listing.summary}"` },
                  }),
                ),
              ],
            },
          ],
        },
        {
          label: 'Header',
          fields: [
            {
              name: 'header',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'bannerImage', label: 'Banner image', type: 'upload', relationTo: 'media', admin: { width: '50%' } },
                    {
                      name: 'overlayOpacity',
                      label: 'Overlay opacity',
                      type: 'number',
                      defaultValue: 0.5,
                      min: 0,
                      max: 1,
                      admin: { width: '50%', step: 0.05, description: 'Darkening over the banner, from 0 to 1.' },
                      validate: (v: number | number[] | null | undefined) => checkOpacity(Array.isArray(v) ? v[0] : v),
                    },
                  ],
                },
                {
                  // The events home's banner is the site title as its heading and this line, as text
                  // over the picture (docs/decisions/0014): never write words into the image itself.
                  name: 'strapline',
                  type: 'text',
                  maxLength: 160,
                  defaultValue: 'Find and book council events, courses and training across the county.',
                  admin: { description: 'One line under the site title in the events home banner.' },
                },
              ],
            },
          ],
        },
        {
          label: 'Navigation',
          fields: [
            {
              name: 'navigation',
              type: 'array',
              labels: { singular: 'Menu item', plural: 'Menu items' },
              admin: { description: 'Main menu. Items nest up to three levels.', initCollapsed: true },
              fields: [
                ...link(),
                {
                  name: 'children',
                  label: 'Second level',
                  type: 'array',
                  labels: { singular: 'Menu item', plural: 'Menu items' },
                  admin: { initCollapsed: true },
                  fields: [
                    ...link(),
                    {
                      // Not `children` again: Payload's postgres adapter cannot have an array named
                      // like its parent array (duplicate drizzle relation name). toNavigationTree()
                      // gives the uniform recursive shape.
                      name: 'grandchildren',
                      label: 'Third level',
                      type: 'array',
                      labels: { singular: 'Menu item', plural: 'Menu items' },
                      admin: { initCollapsed: true },
                      fields: link(),
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Footer',
          fields: [
            {
              name: 'footer',
              type: 'group',
              fields: [
                {
                  name: 'columns',
                  type: 'array',
                  labels: { singular: 'Column', plural: 'Columns' },
                  fields: [
                    { name: 'title', type: 'text', required: true },
                    {
                      name: 'links',
                      type: 'array',
                      labels: { singular: 'Link', plural: 'Links' },
                      fields: link(),
                    },
                  ],
                },
                {
                  name: 'socialLinks',
                  label: 'Social media',
                  type: 'group',
                  fields: (['facebook', 'twitter', 'youtube', 'instagram'] as const).map((name) => ({
                    name,
                    type: 'text' as const,
                    validate: (v: string | null | undefined) => checkLink(v),
                  })),
                },
                {
                  name: 'marketing',
                  type: 'group',
                  admin: { description: 'A promotional image with a link, shown in the footer.' },
                  fields: [
                    { name: 'url', type: 'text', validate: (v: string | null | undefined) => checkLink(v) },
                    {
                      type: 'row',
                      fields: [
                        { name: 'image', type: 'upload', relationTo: 'media', admin: { width: '50%' } },
                        { name: 'alt', label: 'Alt text', type: 'text', admin: { width: '50%' } },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
