import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { anyone, contentWriters } from '../access'
import { missingFileIsNotFound } from '../uploads'

/** Where uploads are written; production swaps in object storage (ARCHITECTURE.md). */
export function mediaDirectory(env: Record<string, string | undefined> = process.env, cwd = process.cwd()): string {
  return path.resolve(cwd, env.MEDIA_DIR || '.data/media')
}

/**
 * Images and documents the public may see: everything here is listed and served to anyone. Files
 * for booked customers only go in Private files (private-files.ts). The sizes follow spec 000 section 9: cards at 640 wide webp quality 90,
 * social cards 1200x630; banners at the widest breakpoint, 1440.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Media item', plural: 'Media' },
  admin: { useAsTitle: 'filename', defaultColumns: ['filename', 'alt', 'mimeType', 'updatedAt'], group: 'Site' },
  access: { read: anyone, create: contentWriters, update: contentWriters, delete: contentWriters },
  upload: {
    staticDir: mediaDirectory(),
    handlers: [missingFileIsNotFound],
    mimeTypes: [
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/gif',
      'image/svg+xml',
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    adminThumbnail: 'card',
    focalPoint: true,
    imageSizes: [
      {
        name: 'card',
        width: 640,
        withoutEnlargement: false,
        formatOptions: { format: 'webp', options: { quality: 90 } },
      },
      {
        name: 'social',
        width: 1200,
        height: 630,
        position: 'centre',
        formatOptions: { format: 'jpeg', options: { quality: 85 } },
      },
      {
        name: 'banner',
        width: 1440,
        withoutEnlargement: true,
        formatOptions: { format: 'webp', options: { quality: 85 } },
      },
    ],
  },
  fields: [
    {
      name: 'alt',
      label: 'Alt text',
      type: 'text',
      required: true,
      admin: { description: 'Describe the image for people who cannot see it; for a document, its title.' },
    },
  ],
}
