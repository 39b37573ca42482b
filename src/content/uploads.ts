import fs from 'node:fs'
import path from 'node:path'

import type { PayloadRequest } from 'payload'

type UploadHandler = (req: PayloadRequest, args: { params: { collection: string; filename: string } }) => Response | void

/**
 * `GET /api/{uploads}/file/{filename}` for a file that is not on disk answers 404 (issue 10 points 1
 * and 6). Payload's own file endpoint answers 500 "Something went wrong" and logs an error for it,
 * so anyone could fill the error log with made-up names. Runs after Payload's access check, as the
 * first of the collection's upload handlers; a file that exists falls through to Payload's serving.
 */
export const missingFileIsNotFound: UploadHandler = (req, { params }) => {
  const collection = req.payload.collections[params.collection as 'media']?.config
  const directory = path.resolve(collection?.upload?.staticDir || params.collection)
  const filePath = path.resolve(directory, params.filename)
  // A synchronous stat: Payload's handler type takes a Response or nothing, not a promise of either.
  const exists = filePath.startsWith(directory + path.sep) && fs.statSync(filePath, { throwIfNoEntry: false })?.isFile() === true
  if (!exists) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
}
