import { defineConfig } from '@playwright/test'

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against a production build
 * served by tests/e2e/serve.ts on a fresh, migrated and seeded database.
 */
const port = Number(process.env.E2E_PORT ?? 3100)

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // Cards fade in with a 40 ms stagger (spec 000 section 9); axe measuring a half-faded card
    // reports false contrast failures, so the browser asks for reduced motion, which the CSS honours.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `node --import tsx tests/e2e/serve.ts`,
    url: `http://localhost:${port}/zenInfo`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: { E2E_PORT: String(port) },
  },
})
