/**
 * The system the end-to-end tests run against: a fresh database (TEST_DATABASE_URL's server or the
 * embedded PostgreSQL), migrated and seeded as `npm run dev` does on first start (demo accounts
 * included), and the production build run as `npm start` runs it (scripts/lib/system.ts): nginx on
 * the one address in front of the web server, the booking API's process and the worker. 127.0.0.1 is the one "live" host, so the maintenance
 * test can switch maintenance on without redirecting the tests that use localhost.
 */
import { randomBytes } from 'node:crypto'
import { writeFileSync } from 'node:fs'

import { keepProcessAlive, onShutdown, prepareDatabaseInChild } from '../../scripts/lib/processes'
import { startSystem, type System } from '../../scripts/lib/system'
import { startPostcodesIoFake } from '../support/postcodes-io-fake'
import { createTestDatabase, serverUrlOf } from '../support/test-database'

import { startMailCatcher } from './support/mail-catcher'

async function main() {
  keepProcessAlive() // until exit: see keepProcessAlive
  // playwright.config.ts always passes the port (E2E_PORT or a free one it chose).
  const port = process.env.E2E_PORT
  if (!port) throw new Error('E2E_PORT is not set: start the end-to-end server through playwright test')
  const smtpPort = Number(process.env.E2E_SMTP_PORT)
  const mailDirectory = process.env.E2E_MAIL_DIR
  if (!smtpPort || !mailDirectory) throw new Error('E2E_SMTP_PORT and E2E_MAIL_DIR are not set: start the end-to-end server through playwright test')
  const mailCatcher = await startMailCatcher(smtpPort, mailDirectory)
  // postcodes.io is at the edge of the world we do not run: the listing's postcode filter asks this
  // stand-in, which knows SG14 9ZZ does not exist though SG14 does (tests/e2e/listing.spec.ts).
  const postcodesIo = await startPostcodesIoFake()
  const database = await createTestDatabase('e2e')
  // The run's database server, for a spec that makes a database of its own on it (topology.spec.ts).
  if (process.env.E2E_DATABASE_SERVER_FILE) writeFileSync(process.env.E2E_DATABASE_SERVER_FILE, serverUrlOf(database.url))
  Object.assign(process.env, {
    DATABASE_URL: database.url,
    // Secrets random for the run, never constants in the source (issue 23 point 3).
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    COUNCIL_PAYMENT_STATUS_SECRET: randomBytes(32).toString('hex'),
    // A production build paying through the built-in test card service (and the second instance
    // through the GOV.UK Pay fake): a demonstration, which a production start refuses without this,
    // and which every page then says (tests/e2e/demonstration.spec.ts).
    DEMO_PAYMENTS: 'on',
    SITE_URL: `http://localhost:${port}`,
    LIVE_HOSTS: '127.0.0.1',
    // The one host where the tag manager may load (tests/e2e/cookies.spec.ts maps it to 127.0.0.1 in its
    // own browser): no other spec visits it, so their pages never carry the cookie banner.
    TAG_MANAGER_HOSTS: 'events-live.test',
    // The site's e-mails go to the test's own SMTP peer (support/mail-catcher.ts).
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    NODE_ENV: 'production',
    // Every browser and API context of the run is one client (127.0.0.1), like residents behind one
    // office address: the per-client basket limits are raised for them (docs/security/booking-api.md);
    // the per-session limit still applies to each context. The limits themselves are tested in
    // tests/integration/security-basket-hoarding.test.ts.
    BASKET_RATE_LIMIT_PER_CLIENT: '10000',
    BASKET_OPEN_LIMIT_PER_CLIENT: '10000',
    // Playwright's request contexts keep their connections: with the server's default 5 s idle
    // timeout, a call made just as the server closes an idle connection got ECONNRESET (a clean-up
    // DELETE, twice). Longer than any pause between a test's calls, as behind a load balancer.
    HTTP_KEEP_ALIVE_TIMEOUT_MS: '120000',
    // Reminders before courses' sessions written within seconds of a booking (tests/e2e/course.spec.ts);
    // no seeded course meets within the reminders' two days, so no other test's booking gets one.
    SESSION_REMINDERS_INTERVAL_SECONDS: '2',
    POSTCODES_IO_URL: postcodesIo.url,
  })
  // A second system on the same database, paying through the local fake of GOV.UK Pay
  // (tests/e2e/govuk-pay.spec.ts): the council page and GOV.UK Pay are each one deployment's choice.
  const govUkPayPort = process.env.E2E_GOVUK_PAY_PORT
  const systems: System[] = []
  const shutdown = onShutdown(async () => {
    await Promise.all(systems.map((system) => system.stop()))
    await database.drop()
    await mailCatcher.close()
    await postcodesIo.close()
  })
  // The tests sign in with the demo accounts, which a production start never seeds and refuses
  // (docs/decisions/0018): this throwaway database is prepared as in development, then served as
  // in production.
  await prepareDatabaseInChild(database.url, 'if-empty', { ...process.env, NODE_ENV: 'development' })
  const onUnexpectedExit = (description: string) => {
    console.error(`${description}: stopping the end-to-end server`)
    void shutdown(1)
  }
  systems.push(await startSystem({ port: Number(port), host: '127.0.0.1', env: process.env, onUnexpectedExit }))
  if (govUkPayPort) {
    // Its own processes and worker, with its settings (the provider, its site address), as a second deployment has.
    const env = { ...process.env, SITE_URL: `http://localhost:${govUkPayPort}`, PAYMENT_PROVIDER: 'govuk-pay', GOVUK_PAY_FAKE: 'on' }
    systems.push(await startSystem({ port: Number(govUkPayPort), host: '127.0.0.1', env, onUnexpectedExit }))
  }
}

void main()
