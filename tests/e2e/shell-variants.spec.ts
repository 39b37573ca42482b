import type { Page } from '@playwright/test'

import { DEMO_FOOTER_COLUMNS, DEMO_NAVIGATION } from '../../src/content/seed/site'
import { planDemoEvents } from '../../src/content/seed/event-plans'
import { SEED_SLUGS } from '../../src/content/seed/seed-slugs'
import { eventUri, LISTINGS } from '../../src/domain/listings'
import { ADULT_LEARNING_KEY_PAGES, ADULT_LEARNING_NAVIGATION, ADULT_LEARNING_SOCIAL } from '../../src/ui/shell/adult-learning-content'
import { HAFLS_FOOTER_COLUMNS, SEND_FOOTER_LINKS } from '../../src/ui/shell/footer-content'

import { DESKTOP, expect, PHONE, test } from './support/shell'

/*
 * The shell's brand variants (spec 000 section 2, spec 001 section 2): the default header and
 * footer from site config; Step 2 Skills (/step2skills, the hafls template) and the SEND Local Offer
 * (/local-offer, the send template) with their own footers; the adult-learning microsite (/hals)
 * with its own menus and footer. The variant follows the path on the client as well
 * (docs/decisions/0005-shell-follows-the-path-on-the-client.md). And the widgets of decision 0004,
 * unconfigured here, load nothing from another host.
 */

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' })
const adultLearningNavigation = (page: Page) => page.getByRole('navigation', { name: 'Adult learning navigation' })
const footer = (page: Page) => page.getByRole('contentinfo')
const footerHeadings = (page: Page) => footer(page).getByRole('heading', { level: 2 })
const serviceLink = (page: Page) => page.getByRole('banner').locator('.app-header__service-link')

test.describe('at desktop width', () => {
  test.use({ viewport: DESKTOP })

  test('the default pages have the site-config menus and footer columns', async ({ page, checkA11y }) => {
    await page.goto('/events')
    const navigation = mainNavigation(page)
    await expect(navigation.getByRole('link', { name: 'Home', exact: true })).toBeVisible()
    for (const item of DEMO_NAVIGATION) {
      const control = item.children.length > 0 ? navigation.getByRole('button', { name: item.title, exact: true }) : navigation.getByRole('link', { name: item.title, exact: true })
      await expect(control).toBeVisible()
    }
    await expect(adultLearningNavigation(page)).toHaveCount(0)
    await expect(serviceLink(page)).toHaveCount(0)

    for (const column of DEMO_FOOTER_COLUMNS) {
      await expect(footer(page).getByRole('heading', { name: column.title, exact: true })).toBeVisible()
    }
    for (const link of DEMO_FOOTER_COLUMNS.flatMap((column) => column.links)) {
      await expect(footer(page).getByRole('link', { name: link.title, exact: true })).toHaveAttribute('href', link.url)
    }
    await expect(footer(page).getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://www.facebook.com/hertscc')
    await expect(footer(page).getByRole('link', { name: 'Sign up to the events newsletter' })).toBeVisible()
    await expect(footer(page).getByRole('link', { name: 'Hertfordshire County Council website' })).toBeVisible()
    await expect(footer(page)).toContainText('© Hertfordshire County Council')
    await checkA11y()
  })

  test('Step 2 Skills names its service in the header and has its own footer', async ({ page, checkA11y }) => {
    await page.goto('/step2skills')
    await expect(serviceLink(page)).toHaveText('Step 2 Skills')
    await expect(serviceLink(page)).toHaveAttribute('href', '/step2skills')
    await expect(mainNavigation(page)).toBeVisible()

    for (const column of HAFLS_FOOTER_COLUMNS) {
      await expect(footer(page).getByRole('heading', { name: column.title, exact: true })).toBeVisible()
    }
    for (const link of HAFLS_FOOTER_COLUMNS.flatMap((column) => column.links)) {
      await expect(footer(page).getByRole('link', { name: link.title, exact: true })).toHaveAttribute('href', link.url)
    }
    await expect(footer(page).getByRole('link', { name: 'About the council' })).toHaveCount(0)
    await checkA11y()
  })

  test('the SEND Local Offer footer links to its contact page, social media, and accessibility, privacy and BSL pages', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/local-offer')
    await expect(serviceLink(page)).toHaveText('SEND Local Offer')
    for (const link of Object.values(SEND_FOOTER_LINKS)) {
      await expect(footer(page).getByRole('link', { name: link.title, exact: true })).toHaveAttribute('href', link.url)
    }
    await expect(footer(page).getByRole('link', { name: 'About the council' })).toHaveCount(0)
    await checkA11y()
  })

  test('the adult-learning pages have their own five menus and a footer with About, Key Pages, Contact and social links', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/hals')
    const navigation = adultLearningNavigation(page)
    for (const title of ['Our Services', 'About Us', 'Working With Us', 'Quizzes', 'News']) {
      await expect(navigation.getByRole('button', { name: title, exact: true })).toBeVisible()
    }
    await expect(mainNavigation(page)).toHaveCount(0)
    await expect(serviceLink(page)).toHaveText('Adult Learning and Skills')
    await expect(serviceLink(page)).toHaveAttribute('href', '/hals')

    // Each menu drops down with its links; opening one closes the other.
    const ourServices = navigation.getByRole('button', { name: 'Our Services' })
    const aboutUs = navigation.getByRole('button', { name: 'About Us' })
    await ourServices.click()
    for (const link of ADULT_LEARNING_NAVIGATION[0]?.children ?? []) {
      await expect(navigation.getByRole('link', { name: link.title, exact: true })).toHaveAttribute('href', link.url)
    }
    await checkA11y()
    await aboutUs.click()
    await expect(ourServices).toHaveAttribute('aria-expanded', 'false')
    await expect(navigation.getByRole('link', { name: 'Fees and funding' })).toBeVisible()
    await expect(navigation.getByRole('link', { name: 'Find a course' })).toBeHidden()
    await page.getByRole('heading', { level: 1 }).click()
    await expect(aboutUs).toHaveAttribute('aria-expanded', 'false')

    await expect(footerHeadings(page)).toHaveText(['About', 'Key Pages', 'Contact', 'Follow us'])
    for (const link of ADULT_LEARNING_KEY_PAGES) {
      await expect(footer(page).getByRole('link', { name: link.title, exact: true })).toHaveAttribute('href', link.url)
    }
    await expect(footer(page).getByRole('link', { name: '0300 123 4043' })).toHaveAttribute('href', 'tel:03001234043')
    await expect(footer(page).getByRole('link', { name: 'adult.learning@hertfordshire.gov.uk' })).toHaveAttribute(
      'href',
      'mailto:adult.learning@hertfordshire.gov.uk',
    )
    for (const [network, url] of [
      ['Facebook', ADULT_LEARNING_SOCIAL.facebook],
      ['Twitter', ADULT_LEARNING_SOCIAL.twitter],
      ['Youtube', ADULT_LEARNING_SOCIAL.youtube],
      ['Instagram', ADULT_LEARNING_SOCIAL.instagram],
    ] as const) {
      await expect(footer(page).getByRole('link', { name: network, exact: true })).toHaveAttribute('href', url ?? '')
    }
    await expect(footer(page).getByRole('link', { name: 'About the council' })).toHaveCount(0)
    await checkA11y()
  })

  test('the header and footer follow client-side navigation from the events home to /hals and /step2skills and back', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/')
    // A mark on the window survives client-side navigation and is lost on a full page load.
    await page.evaluate(() => Object.assign(window, { shellE2eMark: true }))
    const stillTheSameDocument = () => page.evaluate(() => 'shellE2eMark' in window)
    const services = page.getByRole('list', { name: 'Services' })

    await services.getByRole('link', { name: 'Adult Learning and Skills' }).click()
    await expect(page).toHaveURL(/\/hals$/)
    await expect(adultLearningNavigation(page)).toBeVisible()
    await expect(mainNavigation(page)).toHaveCount(0)
    await expect(footerHeadings(page)).toHaveText(['About', 'Key Pages', 'Contact', 'Follow us'])
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText(['Home'])
    expect(await stillTheSameDocument()).toBe(true)
    await checkA11y()

    await footer(page).getByRole('link', { name: 'All events and courses' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(mainNavigation(page)).toBeVisible()
    await expect(adultLearningNavigation(page)).toHaveCount(0)
    await expect(footer(page).getByRole('link', { name: 'About the council' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0)
    expect(await stillTheSameDocument()).toBe(true)

    await services.getByRole('link', { name: 'Step 2 Skills' }).click()
    await expect(page).toHaveURL(/\/step2skills$/)
    await expect(serviceLink(page)).toHaveText('Step 2 Skills')
    await expect(footer(page).getByRole('heading', { name: 'Family learning' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Step 2 Skills enrolment is open' })).toBeVisible()
    expect(await stillTheSameDocument()).toBe(true)
    await checkA11y()

    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
    await expect(serviceLink(page)).toHaveCount(0)
    await expect(footer(page).getByRole('heading', { name: 'Family learning' })).toHaveCount(0)
    await expect(footer(page).getByRole('link', { name: 'About the council' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Step 2 Skills enrolment is open' })).toHaveCount(0)
    expect(await stillTheSameDocument()).toBe(true)
  })
})

test.describe('at 375px', () => {
  test.use({ viewport: PHONE })

  test('the adult-learning menu is an accordion, one section open at a time', async ({ page, checkA11y }) => {
    await page.goto('/hals')
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu.getByRole('navigation', { name: 'Adult learning mobile navigation' })).toBeVisible()
    const ourServices = menu.getByRole('button', { name: 'Our Services' })
    const news = menu.getByRole('button', { name: 'News' })

    await ourServices.click()
    await expect(menu.getByRole('link', { name: 'Find a course' })).toBeVisible()
    await news.click()
    await expect(news).toHaveAttribute('aria-expanded', 'true')
    await expect(ourServices).toHaveAttribute('aria-expanded', 'false')
    await expect(menu.getByRole('link', { name: 'Find a course' })).toBeHidden()
    await expect(menu.getByRole('link', { name: 'Learner stories' })).toBeVisible()
    await checkA11y()

    // Clicking the open section closes it.
    await news.click()
    await expect(news).toHaveAttribute('aria-expanded', 'false')
    await expect(menu.getByRole('link', { name: 'Learner stories' })).toBeHidden()
    await menu.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()
  })
})

test.describe('widgets that are not configured', () => {
  test.use({ viewport: PHONE })

  test('no page asks another host for anything: no translate script, no rate-this-page link', async ({ page, checkA11y }) => {
    // Nine pages, each opened, its menu used and checked with axe: more than one page's time.
    test.slow()
    const offSite: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.protocol.startsWith('http') && url.hostname !== 'localhost' && url.hostname !== '127.0.0.1') offSite.push(request.url())
    })
    const elearning = planDemoEvents(new Date()).find((plan) => plan.slug === SEED_SLUGS.elearning)
    if (!elearning) throw new Error('the seed has no e-learning event')

    // Every kind of page: the events home, each listing and variant, an event (one with no venue,
    // as a venue's map is the event page's own embed, not a widget) and search.
    const paths = ['/', ...LISTINGS.map((listing) => listing.path), eventUri(elearning.idea.contentType, elearning.slug), '/search?term=art']
    for (const path of paths) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.getByRole('button', { name: 'Menu', exact: true }).click()
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
      await page.getByRole('button', { name: 'Close menu' }).click()
      await page.waitForLoadState('networkidle')

      await expect(page.getByRole('heading', { name: 'Translate this site' })).toHaveCount(0)
      await expect(page.getByRole('link', { name: 'Rate this page' })).toHaveCount(0)
      await expect(page.getByRole('complementary', { name: 'Page tools' })).toHaveCount(0)
      await expect(page.locator('iframe, script[src]:not([src^="/"])')).toHaveCount(0)
      await checkA11y()
    }
    expect(offSite).toEqual([])
  })
})
