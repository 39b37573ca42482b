import fs from 'node:fs'
import path from 'node:path'

import type { CollectionConfig, PayloadRequest } from 'payload'

import { privateAssetsSchema } from '../../domain/validation/private-assets'
import { clientAddressFrom } from '../../server/client-address'
import { contentWriters, staffOnly } from '../access'
import { missingFileIsNotFound } from '../uploads'

/** Where private files are written: never under MEDIA_DIR, and never served without a check. */
export function privateFilesDirectory(env: Record<string, string | undefined> = process.env, cwd = process.cwd()): string {
  return path.resolve(cwd, env.PRIVATE_FILES_DIR || '.data/private-files')
}

export const PRIVATE_FILE_MESSAGES = {
  notFound: 'Not Found',
  noMatchingBooking: 'We could not find a booking with that email and booking reference that includes this file',
} as const

/**
 * Files for booked customers only (issue 10 point 6, docs/decisions/0018): joining packs, handbooks,
 * slides. Unlike media, nobody reads them anonymously: staff read them through Payload (the list and
 * /api/private-files/file/{filename}), and a resident downloads one with
 * `POST /api/private-files/{id}/download` and their e-mail and booking reference, which must match
 * a confirmed booking of an event whose private resources or private assets page hold the file.
 * Failed downloads count against the private assets look-up's limit (docs/decisions/0026).
 */
export const PrivateFiles: CollectionConfig = {
  slug: 'private-files',
  labels: { singular: 'Private file', plural: 'Private files' },
  admin: {
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'alt', 'mimeType', 'updatedAt'],
    group: 'Events',
    description: 'Files only people who booked can download: use them in private resources and private assets pages.',
  },
  access: { read: staffOnly, create: contentWriters, update: contentWriters, delete: contentWriters },
  upload: {
    staticDir: privateFilesDirectory(),
    mimeTypes: [
      'application/pdf',
      'image/jpeg',
      'image/png',
      'image/webp',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    handlers: [missingFileIsNotFound],
    // Personal to the booking: no shared cache keeps a copy.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'private, no-store')
      return headers
    },
  },
  endpoints: [{ path: '/:id/download', method: 'post', handler: (req) => downloadForBooking(req) }],
  fields: [
    {
      name: 'alt',
      label: 'Title',
      type: 'text',
      required: true,
      admin: { description: 'What the file is, as a resident would call it.' },
    },
  ],
}

const json = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

async function readForm(req: PayloadRequest): Promise<Record<string, unknown>> {
  const type = req.headers.get('content-type') ?? ''
  try {
    if (type.includes('application/json')) return ((await req.json?.()) ?? {}) as Record<string, unknown>
    return Object.fromEntries(new URLSearchParams((await req.text?.()) ?? ''))
  } catch {
    return {}
  }
}

/** The events whose private resources, or whose private assets page, hold this file. */
async function eventsHolding(req: PayloadRequest, fileId: number): Promise<number[]> {
  const [pages, events] = await Promise.all([
    req.payload.find({ collection: 'private-asset-pages', where: { 'assets.media': { equals: fileId } }, depth: 0, pagination: false, overrideAccess: true }),
    req.payload.find({ collection: 'events', where: { 'privateResources.media': { equals: fileId } }, depth: 0, pagination: false, overrideAccess: true }),
  ])
  const ids = [
    ...pages.docs.map((page) => (typeof page.event === 'object' ? page.event.id : page.event)),
    ...events.docs.map((event) => event.id),
  ]
  return [...new Set(ids)]
}

async function downloadForBooking(req: PayloadRequest): Promise<Response> {
  const id = Number(req.routeParams?.id)
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return json(404, PRIVATE_FILE_MESSAGES.notFound)
  const form = privateAssetsSchema.safeParse(await readForm(req))
  if (!form.success) return json(400, form.error.issues.map((issue) => issue.message).join('. '))

  const file = await req.payload.findByID({ collection: 'private-files', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!file?.filename) return json(404, PRIVATE_FILE_MESSAGES.notFound)
  const [{ mayDownloadPrivateFile }, { TooManyPrivateAssetsAttemptsError }, { clientKeyOfAddress }] = await Promise.all([
    import('../../booking/private-assets/private-file-access.server'),
    import('../../booking/private-assets/errors'),
    import('../../security/client-limit'),
  ])
  const eventIds = await eventsHolding(req, id)
  // A download is a look-up of the booking too, so it counts against the same limit on failures as
  // the private assets page and GET /eventsbookingapi/events/assets (docs/decisions/0026).
  const attempt = { clientKey: clientKeyOfAddress(clientAddressFrom(req.headers)), eventIds, now: new Date() }
  let booked: boolean
  try {
    booked = await mayDownloadPrivateFile(attempt, form.data)
  } catch (error) {
    if (!(error instanceof TooManyPrivateAssetsAttemptsError)) throw error
    return Response.json(
      { errors: [{ message: error.message }] },
      { status: 429, headers: { 'Cache-Control': 'no-store', 'Retry-After': String(Math.max(1, Math.ceil(error.retryAfterSeconds))) } },
    )
  }
  if (!booked) return json(403, PRIVATE_FILE_MESSAGES.noMatchingBooking)

  const directory = privateFilesDirectory()
  const filePath = path.resolve(directory, file.filename)
  if (!filePath.startsWith(directory + path.sep)) return json(404, PRIVATE_FILE_MESSAGES.notFound)
  // An uploaded file, read at run time from PRIVATE_FILES_DIR (anywhere the operator puts it): never
  // part of the build, so Next.js's output tracing is told not to follow the read (it would otherwise
  // trace the whole project into the server output, and warn on every build; issue 22 point 6).
  const data = await fs.promises.readFile(/*turbopackIgnore: true*/ filePath).catch(() => null)
  if (!data) return json(404, PRIVATE_FILE_MESSAGES.notFound)
  return new Response(new Uint8Array(data), {
    status: 200,
    headers: {
      'Content-Type': file.mimeType ?? 'application/octet-stream',
      'Content-Length': String(data.length),
      'Content-Disposition': `attachment; filename="${file.filename.replace(/["\\\r\n]/g, '_')}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
