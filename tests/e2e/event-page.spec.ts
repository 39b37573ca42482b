import type { Browser, Locator, Page } from '@playwright/test'

import { planDemoEvents } from '../../src/content/seed/event-plans'
import { SEED_SLUGS, type SeedSlugKey } from '../../src/content/seed/seed-slugs'
import { formatSessionTimes } from '../../src/domain/dates'
import { eventUri } from '../../src/domain/listings'

import { createBookableEvent, deleteEvents, type TestEvent } from './support/booking-events'
import { expect, expectNoAxeViolations, test } from './support/fixtures'

/*
 * The event page (spec 000 section 2 "Event detail page") on the seeded demo content: one page per
 * status, the booking panel of each, the venue block, further information, related events,
 * category links, the 404 page for drafts and unknown slugs, and the page with JavaScript off.
 */

// Slugs, titles and listings do not depend on the seed's `now`; dates and windows do, and the
// seed guarantees each SEED_SLUGS event has its status relative to the moment it ran.
const PLANS = planDemoEvents(new Date())

function planFor(slug: string) {
  const plan = PLANS.find((candidate) => candidate.slug === slug)
  if (!plan) throw new Error(`no seeded event with slug ${slug}`)
  return plan
}

/** The event's page address: its listing path plus its slug (src/domain/listings.ts). */
function uriOf(key: SeedSlugKey): string {
  const plan = planFor(SEED_SLUGS[key])
  return eventUri(plan.idea.contentType, plan.slug)
}

function titleOf(key: SeedSlugKey): string {
  return planFor(SEED_SLUGS[key]).idea.title
}

/** The value beside a key in the event's summary list ('Date', 'Location', 'Price', ...). */
function summaryValue(page: Page, key: string): Locator {
  return page
    .locator('.govuk-summary-list__row')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${key}$`) }) })
    .getByRole('definition')
}

const FULL_WEEKDAY_DATE = /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d{1,2} [A-Z][a-z]+ \d{4}, \d{1,2}:\d{2}(am|pm)$/

// The map is OpenStreetMap's page in an iframe. Tests must not depend on a third-party site (the
// test machines may have no internet), so its address answers with a small stand-in page.
async function stubOpenStreetMap(page: Page) {
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><title>Map</title></head><body><p>Map stand-in</p></body></html>',
    }),
  )
}

test.beforeEach(async ({ page }) => {
  await stubOpenStreetMap(page)
})

async function openEvent(page: Page, key: SeedSlugKey) {
  const response = await page.goto(uriOf(key))
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: titleOf(key) })).toBeVisible()
  return page.getByRole('region', { name: 'Tickets' })
}

test.describe('the booking panel for each status', () => {
  test('a paid event offers Book Tickets, linking to its booking page', async ({ page, checkA11y }) => {
    const panel = await openEvent(page, 'paid')
    await expect(panel.getByRole('link', { name: 'Book Tickets' })).toHaveAttribute('href', `/booking/${SEED_SLUGS.paid}`)
    await expect(panel.getByRole('button')).toHaveCount(0)
    await expect(summaryValue(page, 'Price')).toHaveText(/^Tickets from £\d+(\.\d\d)?$/)
    await expect(summaryValue(page, 'Date')).toHaveText(FULL_WEEKDAY_DATE)
    await checkA11y()
  })

  test('a free event says so and offers Book Tickets', async ({ page, checkA11y }) => {
    const panel = await openEvent(page, 'free')
    await expect(panel.getByText('Free Event', { exact: true })).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Book Tickets' })).toHaveAttribute('href', `/booking/${SEED_SLUGS.free}`)
    await expect(summaryValue(page, 'Price')).toHaveText('Free event')
    await checkA11y()
  })

  test('an early bird event shows the Early Bird tag and offers Book Tickets', async ({ page, checkA11y }) => {
    const panel = await openEvent(page, 'earlyBird')
    await expect(panel.getByText('Early Bird', { exact: true })).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Book Tickets' })).toHaveAttribute('href', `/booking/${SEED_SLUGS.earlyBird}`)
    await expect(summaryValue(page, 'Price')).toHaveText(/^Tickets from £\d+(\.\d\d)?$/)
    await checkA11y()
  })

  test('a sold-out event shows a disabled Sold Out control, a red tag and the way to the waiting list', async ({ page, checkA11y }) => {
    const panel = await openEvent(page, 'soldOut')
    await expect(panel.getByRole('button', { name: 'Sold Out' })).toBeDisabled()
    const tag = panel.getByText('Sold Out', { exact: true }).and(page.locator('strong'))
    await expect(tag).toHaveClass(/govuk-tag--red/)
    await expect(panel.getByRole('link', { name: 'Book Tickets' })).toHaveCount(0)

    await panel.getByRole('link', { name: 'Join the waiting list' }).click()
    await expect(page).toHaveURL(/#waiting-list$/)
    const waitingList = page.getByRole('region', { name: 'Waiting list' })
    await expect(waitingList).toBeVisible()
    await checkA11y()

    // The join form (spec 001 sections 2 and 5): the spec's messages, then the thank-you at once.
    await waitingList.getByRole('button', { name: 'Join the waiting list' }).click()
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
    for (const message of ['First name is required', 'Last name is required', 'Email is required']) await expect(summary.getByRole('link', { name: message })).toBeVisible()
    await checkA11y()
    const email = `waiting-${Date.now()}@example.org`
    await waitingList.getByLabel('First name').fill('Wendy')
    await waitingList.getByLabel('Last name').fill('Waiter')
    await waitingList.getByLabel('Email').fill(email)
    const stored = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === new URL(page.url()).pathname)
    await waitingList.getByRole('button', { name: 'Join the waiting list' }).click()
    await expect(waitingList.getByRole('status')).toContainText(`Wendy, check your email to confirm your place on the waiting list for`)
    await expect(waitingList.getByRole('status')).toContainText(email)
    await expect(waitingList.getByRole('button', { name: 'Join the waiting list' })).toHaveCount(0)
    // Once the server has answered, the thank-you stands: the entry was kept, not refused.
    expect((await stored).status()).toBe(200)
    await expect(waitingList.getByRole('status')).toContainText(email)
    await expect(waitingList.getByRole('alert')).toHaveCount(0)
    await checkA11y()
  })

  test('an event whose sales window has ended is Closed, with a red tag and a notify link', async ({ page, checkA11y }) => {
    const panel = await openEvent(page, 'closed')
    await expect(panel.getByRole('button', { name: 'Closed' })).toBeDisabled()
    await expect(panel.getByText('Closed', { exact: true }).and(page.locator('strong'))).toHaveClass(/govuk-tag--red/)
    await expect(panel.getByText('Booking for this event has closed.')).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Book Tickets' })).toHaveCount(0)
    await panel.getByRole('link', { name: 'Get notified about this event' }).click()
    await expect(page).toHaveURL(/#waiting-list$/)
    await expect(page.getByRole('region', { name: 'Get notified' })).toBeVisible()
    await checkA11y()
  })

  test('an event not yet on sale is Closed and says when booking opens', async ({ page, checkA11y }) => {
    const panel = await openEvent(page, 'notYetOnSale')
    await expect(panel.getByRole('button', { name: 'Closed' })).toBeDisabled()
    await expect(panel.getByText(/^Booking opens on (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d{1,2} /)).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Get notified about this event' })).toHaveAttribute('href', '#waiting-list')
    const notify = page.getByRole('region', { name: 'Get notified' })
    await expect(notify.getByText('Booking has not opened yet.')).toBeVisible()
    await expect(notify.getByRole('button', { name: 'Notify me' })).toBeVisible()
    await checkA11y()
  })

  test('an externally listed event links to the other site in a new tab', async ({ page, checkA11y }) => {
    const panel = await openEvent(page, 'listing')
    const visit = panel.getByRole('link', { name: 'Visit Site (opens in new tab)' })
    await expect(visit).toHaveAttribute('href', `https://tickets.example.org/hertfordshire/${SEED_SLUGS.listing}`)
    await expect(visit).toHaveAttribute('target', '_blank')
    await expect(visit).toHaveAttribute('rel', /\bnoopener\b/)
    await expect(panel.getByText('Listing', { exact: true })).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Book Tickets' })).toHaveCount(0)
    await checkA11y()
  })

  test('an e-learning event is Online, has no venue block and offers Book Tickets', async ({ page, checkA11y }) => {
    const panel = await openEvent(page, 'elearning')
    await expect(summaryValue(page, 'Location')).toHaveText('Online')
    await expect(page.getByRole('heading', { name: 'Venue', exact: true })).toHaveCount(0)
    await expect(page.locator('iframe')).toHaveCount(0)
    await expect(panel.getByRole('link', { name: 'Book Tickets' })).toHaveAttribute('href', `/booking/${SEED_SLUGS.elearning}`)
    await checkA11y()
  })
})

test.describe('the price line', () => {
  let created: TestEvent[] = []

  test.afterEach(async ({ request }) => {
    await deleteEvents(request, created)
    created = []
  })

  // Decision 0030: the lowest price as it is, where the spec's whole pounds would say '£7' for £7.50.
  for (const [lowest, text] of [
    [750, 'Tickets from £7.50'],
    [700, 'Tickets from £7'],
  ] as const) {
    test(`an event whose cheapest ticket costs ${text.slice('Tickets from '.length)} reads '${text}'`, async ({ page, request, checkA11y }, testInfo) => {
      const event = await createBookableEvent(request, testInfo, {
        name: 'Price line',
        capacity: 10,
        concessions: [
          { title: 'Adult', concessionPrice: 1500 },
          { title: 'Child', concessionPrice: lowest },
        ],
      })
      created.push(event)
      await page.goto(event.uri)
      await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible()
      await expect(summaryValue(page, 'Price')).toHaveText(text)
      await checkA11y()
    })
  }
})

test.describe('the rest of the event page', () => {
  test('shows the banner, tutor, key facts, about text, further information and resources', async ({ page, checkA11y }) => {
    await openEvent(page, 'paid')
    await expect(page.getByRole('img', { name: `${titleOf('paid')}: banner` })).toBeVisible()
    await expect(summaryValue(page, 'Tutor')).toHaveText(/\S/)
    await expect(summaryValue(page, 'Tutor').getByRole('img')).toBeVisible()
    await expect(summaryValue(page, 'Duration')).toHaveText('6 weeks, 2 hours a week')
    await expect(summaryValue(page, 'Audience')).not.toBeEmpty()
    await expect(page.getByRole('region', { name: 'About' }).getByText(planFor(SEED_SLUGS.paid).idea.synopsis)).toBeVisible()
    await expect(page.getByRole('region', { name: 'Further information' }).getByText('What to bring:')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Resources' }).getByRole('link', { name: 'Course information (PDF)' })).toHaveAttribute(
      'href',
      /\/api\/media\/file\/.+\.pdf$/,
    )
    await checkA11y()
  })

  test('an event without a banner image shows the default banner', async ({ page, checkA11y }) => {
    // The seed leaves every sixth event without a banner (src/content/seed/events.ts).
    const plan = PLANS.find((candidate) => candidate.globalIndex % 6 === 5 && !candidate.draft && !candidate.idea.private)
    if (!plan) throw new Error('the seed has no published event without a banner')
    const response = await page.goto(eventUri(plan.idea.contentType, plan.slug))
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: plan.idea.title })).toBeVisible()
    const banner = page.locator('.app-event-banner--default')
    await expect(banner).toBeVisible()
    await expect(banner.locator('img')).toHaveCount(0)
    await checkA11y()
  })

  test('the venue block shows the address, a map, the opening hours table and how to visit', async ({ page, checkA11y }) => {
    await openEvent(page, 'paid')
    const plan = planFor(SEED_SLUGS.paid)
    const venueName = plan.venue?.name ?? ''
    await expect(summaryValue(page, 'Location')).toHaveText(`${plan.roomSpace}, ${venueName}`)

    const venue = page.getByRole('region', { name: 'Venue' })
    await expect(venue.getByRole('heading', { name: venueName })).toBeVisible()
    await expect(venue.getByText(plan.venue?.postalCode ?? '', { exact: true })).toBeVisible()

    const map = venue.locator(`iframe[title="Map showing the location of ${venueName}"]`)
    await expect(map).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=[-\d.%C,]+&layer=mapnik&marker=/)
    await expect(venue.getByRole('link', { name: /^View larger map/ })).toHaveAttribute(
      'href',
      `https://www.openstreetmap.org/?mlat=${plan.venue?.lat}&mlon=${plan.venue?.lon}#map=16/${plan.venue?.lat}/${plan.venue?.lon}`,
    )

    const hours = venue.getByRole('table', { name: 'Opening hours' })
    await expect(hours.getByRole('columnheader', { name: 'Day' })).toBeVisible()
    await expect(hours.getByRole('columnheader', { name: 'Opening times' })).toBeVisible()
    await expect(hours.getByRole('row', { name: /^Monday / }).getByRole('cell')).toHaveText(/^\d{1,2}(:\d{2})?(am|pm) to \d{1,2}(:\d{2})?(am|pm)$/)
    await expect(hours.getByRole('rowheader', { name: 'Saturday' })).toBeVisible()

    for (const heading of ['Room', 'Parking', 'About the venue', 'Accessibility and disabled facilities', 'How to get here', 'Bank holidays and closures']) {
      await expect(venue.getByRole('heading', { level: 3, name: heading })).toBeVisible()
    }
    await expect(venue.getByText(plan.venue?.parking ?? '')).toBeVisible()
    await checkA11y()
  })

  test('the organiser card shows when the organising organisation has a name', async ({ page, checkA11y }) => {
    // The seed names an organiser on every fourth event, starting with the second.
    const plan = PLANS.find((candidate) => candidate.globalIndex % 4 === 1 && !candidate.draft && !candidate.idea.private)
    if (!plan) throw new Error('the seed has no published event with an organiser')
    await page.goto(eventUri(plan.idea.contentType, plan.slug))
    const organiser = page.getByRole('region', { name: 'Organised by' })
    await expect(organiser.getByRole('link', { name: /^Visit the .+ website$/ })).toHaveAttribute('href', 'https://www.hertfordshire.gov.uk')
    await checkA11y()

    await openEvent(page, 'paid')
    await expect(page.getByRole('region', { name: 'Organised by' })).toHaveCount(0)
    await checkA11y()
  })

  test('the page title, description and social card come from the event', async ({ page, checkA11y }) => {
    await openEvent(page, 'paid')
    await expect(page).toHaveTitle(`${titleOf('paid')} | Hertfordshire County Council`)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', planFor(SEED_SLUGS.paid).idea.synopsis)
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_GB')
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /-1200x630\.jpg$/)
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200')
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630')
    await checkA11y()
  })
})

test.describe('related events and categories', () => {
  test('lists at most three related events, never the current one, each opening its own page', async ({ page, checkA11y }) => {
    await openEvent(page, 'paid')
    const related = page.getByRole('region', { name: 'Related events' })
    const links = related.getByRole('listitem').getByRole('link')
    const count = await links.count()
    expect(count).toBeGreaterThan(0)
    expect(count).toBeLessThanOrEqual(3)
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))
    expect(hrefs).not.toContain(uriOf('paid'))
    expect(new Set(hrefs).size).toBe(count)
    await expect(related.getByRole('link', { name: 'More events like this' })).toHaveAttribute('href', /^\/step2skills\?category=\d+(%2C\d+)*$/)

    const first = links.first()
    const title = (await first.textContent())?.trim() ?? ''
    await first.click()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    expect(new URL(page.url()).pathname).toBe(hrefs[0])
    await checkA11y()
  })

  test('private events are reachable by their address but never offered as related', async ({ page, checkA11y }) => {
    const response = await page.goto(uriOf('private'))
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: titleOf('private') })).toBeVisible()
    await checkA11y()

    // Another event in the same category: the private event must not be among its related events.
    const sibling = PLANS.find(
      (candidate) => candidate.idea.categories.includes('professional-development') && !candidate.idea.private && !candidate.draft && candidate.status === 'paid',
    )
    if (!sibling) throw new Error('the seed has no public professional-development event')
    await page.goto(eventUri(sibling.idea.contentType, sibling.slug))
    const related = page.getByRole('region', { name: 'Related events' })
    await expect(related.getByRole('listitem').first()).toBeVisible()
    await expect(related.getByRole('link', { name: titleOf('private') })).toHaveCount(0)
    await checkA11y()
  })

  test('a category link goes to the parent listing filtered by that category', async ({ page, checkA11y }) => {
    await openEvent(page, 'paid')
    const category = page.getByRole('region', { name: 'Categories' }).getByRole('link', { name: 'Arts and crafts' })
    await expect(category).toHaveAttribute('href', /^\/step2skills\?category=\d+$/)
    await category.click()
    await expect(page).toHaveURL(/\/step2skills\?category=\d+$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Step 2 Skills' })).toBeVisible()
    await checkA11y()
  })
})

test.describe('events that are not published', () => {
  for (const [name, path] of [
    ['a draft event', `/step2skills/${SEED_SLUGS.draft}`],
    ['an unknown slug', '/step2skills/no-such-course'],
    ['a real slug under the wrong listing', `/hals/${SEED_SLUGS.paid}`],
  ] as const) {
    test(`${name} gives the not-found page`, async ({ page, checkA11y }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: "Sorry, this page isn't working" })).toBeVisible()
      await checkA11y()
    })
  }
})

/**
 * axe runs as a script in the page, which a page with JavaScript off cannot run. So the DOM that
 * page rendered is checked instead: served at the same address, scripts removed, in a separate
 * page that allows axe's script. What axe sees is exactly what the no-JavaScript visitor got.
 */
async function checkA11yOfPageWithoutScripts(page: Page, browser: Browser) {
  const url = page.url()
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '')
  // Explicit: contexts made in a test inherit its options, javaScriptEnabled: false among them.
  const context = await browser.newContext({ javaScriptEnabled: true })
  try {
    const probe = await context.newPage()
    await stubOpenStreetMap(probe)
    await probe.route(url.replace(/#.*$/, ''), (route) => route.fulfill({ contentType: 'text/html', body: html }))
    await probe.goto(url)
    await expectNoAxeViolations(probe)
  } finally {
    await context.close()
  }
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false })

  test('the whole page works: booking link, waiting-list link, venue and related events', async ({ page, browser }) => {
    const panel = await openEvent(page, 'soldOut')
    await expect(panel.getByRole('button', { name: 'Sold Out' })).toBeDisabled()
    await panel.getByRole('link', { name: 'Join the waiting list' }).click()
    await expect(page).toHaveURL(/#waiting-list$/)
    await expect(page.getByRole('region', { name: 'Waiting list' })).toBeVisible()
    await checkA11yOfPageWithoutScripts(page, browser)
    // The join form posts to the server and the page comes back with the thank-you.
    const waitingList = page.getByRole('region', { name: 'Waiting list' })
    await waitingList.getByLabel('First name').fill('Nora')
    await waitingList.getByLabel('Last name').fill('Script')
    await waitingList.getByLabel('Email').fill(`no-script-${Date.now()}@example.org`)
    await waitingList.getByRole('button', { name: 'Join the waiting list' }).click()
    await expect(page.getByRole('region', { name: 'Waiting list' }).getByRole('status')).toContainText('Nora, check your email to confirm your place on the waiting list for')

    const paid = await openEvent(page, 'paid')
    await expect(page.getByRole('table', { name: 'Opening hours' })).toBeVisible()
    await expect(page.getByRole('link', { name: /^View larger map/ })).toBeVisible()
    const related = page.getByRole('region', { name: 'Related events' }).getByRole('listitem').getByRole('link')
    await expect(related.first()).toBeVisible()
    await checkA11yOfPageWithoutScripts(page, browser)

    await paid.getByRole('link', { name: 'Book Tickets' }).click()
    await expect(page).toHaveURL(new RegExp(`/booking/${SEED_SLUGS.paid}$`))
  })
})

test.describe('a course with sessions (issue 26 point 1)', () => {
  test('lists every session with its day, start and real end, and says how many in the summary', async ({ page, checkA11y }) => {
    const plan = planFor(SEED_SLUGS.paid)
    const sessions = plan.sessions!
    expect(sessions).toHaveLength(6)
    await openEvent(page, 'paid')
    await expect(summaryValue(page, 'Sessions')).toHaveText('6 sessions, listed below')
    const list = page.getByRole('region', { name: 'Sessions' }).getByRole('listitem')
    await expect(list).toHaveCount(6)
    await expect(list).toHaveText(sessions.map((session) => formatSessionTimes(session.startsAt, session.endsAt)))
    await expect(page.getByRole('region', { name: 'Sessions' })).toContainText('One booking is a place at all 6 sessions.')
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await checkA11y()
    }
  })

  test('an event that meets once has no sessions list', async ({ page }) => {
    await openEvent(page, 'free')
    await expect(page.getByRole('heading', { name: 'Sessions' })).toHaveCount(0)
    await expect(summaryValue(page, 'Sessions')).toHaveCount(0)
  })
})
