import 'server-only'

import { cache } from 'react'

import { env } from '@/config/env'
import { cachedContent } from '@/content/content-cache'
import { toNavigationTree } from '@/content/globals/site-config'
import { mediaAlt, mediaUrl } from '@/domain/media'
import { richTextToHtml } from '@/domain/rich-text'
import type { ShellAlert, SiteShellData } from '@/ui/shell'

import { getSiteConfig } from './content.server'
import { payloadClient } from './payload.server'

/** The site-config global mapped onto the shell's own shapes (src/ui/shell/types.ts). */
export const getShellData = cache(async (): Promise<SiteShellData> => {
  const config = await getSiteConfig()
  const { COUNCIL_NAME, COUNCIL_SITE_URL } = env()
  return {
    siteTitle: config.title,
    councilName: COUNCIL_NAME,
    councilSiteUrl: COUNCIL_SITE_URL,
    navigation: toNavigationTree(config.navigation),
    footerColumns: (config.footer?.columns ?? []).map((column) => ({
      title: column.title,
      links: (column.links ?? []).map(({ title, url }) => ({ title, url })),
    })),
    social: {
      facebook: config.footer?.socialLinks?.facebook ?? undefined,
      twitter: config.footer?.socialLinks?.twitter ?? undefined,
      youtube: config.footer?.socialLinks?.youtube ?? undefined,
      instagram: config.footer?.socialLinks?.instagram ?? undefined,
    },
    marketing: {
      url: config.footer?.marketing?.url ?? undefined,
      imageUrl: mediaUrl(config.footer?.marketing?.image),
      alt: config.footer?.marketing?.alt || mediaAlt(config.footer?.marketing?.image),
    },
  }
})

/**
 * Published alerts for the banner, newest first. Spec 000 section 1: no banner when there are none
 * or when they cannot be read, so a failure here is logged and yields an empty list rather than an
 * error page. All of them are read, where the spec fetches one (section 7, 'page size 1'): which one
 * a page shows depends on its path, and the layout that reads them is not rendered again when the
 * path changes on the client (decision 0005), so the banner picks one (alertForPath, decision 0030).
 * Newest first, so of two alerts for the same paths the newer shows.
 */
export const getShellAlerts = cache(async (): Promise<ShellAlert[]> => {
  const payload = await payloadClient()
  try {
    return await cachedContent('alerts', async () => {
      const result = await payload.find({ collection: 'alerts', overrideAccess: false, depth: 0, limit: 50, pagination: false, sort: '-updatedAt' })
      return result.docs.map((alert) => ({
        id: String(alert.id),
        title: alert.title,
        contentHtml: richTextToHtml(alert.content),
        matchLocations: (alert.matchLocations ?? []).map((location) => location.path),
      }))
    })
  } catch (error) {
    payload.logger.error({ err: error }, 'Alerts could not be read; no banner shown')
    return []
  }
})
