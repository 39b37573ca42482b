import { z } from 'zod'

/**
 * GET /eventsbookingapi/events/assets (spec 000 sections 3 and 7): the request and its answer. The
 * query is read loosely here (bounded strings) and checked by the service with the form's own rules
 * (privateAssetsSchema), so the page and the API refuse the same input with the same words.
 */
export const privateAssetsQuerySchema = z.object({
  eventSlug: z.string().max(300).optional(),
  bookingId: z.string().max(200).optional(),
  email: z.string().max(320).optional(),
})

export const PRIVATE_ASSET_TYPES = ['internalAsset', 'externalLink'] as const

/**
 * One resource (spec 000 section 3, "Asset"): a file held here or a link elsewhere. An internal
 * asset's uri is its download address, which answers only a POST carrying the e-mail and booking
 * reference of a matching booking (decision 0018); no address in the answer opens a file on its own.
 */
export const privateAssetSchema = z.object({
  type: z.enum(PRIVATE_ASSET_TYPES),
  value: z.object({
    title: z.string(),
    uri: z.string(),
    sys: z.object({ contentTypeId: z.enum(PRIVATE_ASSET_TYPES) }),
  }),
})

export const privateAssetsAnswerSchema = z.object({
  title: z.string(),
  /** Sanitised HTML of the page's description ('' when it has none). */
  description: z.string(),
  assets: z.array(privateAssetSchema),
})

export type PrivateAssetsQuery = z.infer<typeof privateAssetsQuerySchema>
export type PrivateAsset = z.infer<typeof privateAssetSchema>
export type PrivateAssets = z.infer<typeof privateAssetsAnswerSchema>
