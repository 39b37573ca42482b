import type { Page } from '@playwright/test'

import { planDemoEvents } from '../../src/content/seed/event-plans'
import { SEED_SLUGS } from '../../src/content/seed/seed-slugs'
import { eventUri, listingForContentType } from '../../src/domain/listings'

import { DESKTOP, expect, PHONE, scrollTop, tabTo, test } from './support/shell'

/*
 * The shell's navigation (spec 000 section 2 'Shell'): the mobile menu, the desktop dropdowns, the
 * header search, breadcrumbs and back-to-top, on the seeded demo navigation (three levels:
 * 'Learning' > 'Step 2 Skills' > 'Family learning', src/content/seed/site.ts).
 */

/** The e-learning demo event and its listing: it has no venue, so its page embeds no map from another site. */
function elearningEvent() {
  const plan = planDemoEvents(new Date()).find((candidate) => candidate.slug === SEED_SLUGS.elearning)
  if (!plan) throw new Error('the seed has no e-learning event')
  return { path: eventUri(plan.idea.contentType, plan.slug), listing: listingForContentType(plan.idea.contentType) }
}

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true })
const mobileMenu = (page: Page) => page.getByRole('dialog', { name: 'Menu' })
const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' })

test.describe('the mobile menu at 375px', () => {
  test.use({ viewport: PHONE })

  test('opens, nests three levels deep and closes by keyboard alone, one item open at a time', async ({ page, checkA11y }) => {
    await page.goto('/events')
    await checkA11y()
    const menu = mobileMenu(page)
    await tabTo(page, menuButton(page))
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Enter')

    await expect(menu).toBeVisible()
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused()
    await checkA11y()

    const eventsAndCourses = menu.getByRole('button', { name: 'Events and courses', exact: true })
    const learning = menu.getByRole('button', { name: 'Learning', exact: true })
    const corporateEvents = menu.getByRole('link', { name: 'Corporate events', exact: true })
    await tabTo(page, eventsAndCourses)
    await page.keyboard.press('Space')
    await expect(eventsAndCourses).toHaveAttribute('aria-expanded', 'true')
    await expect(corporateEvents).toBeVisible()

    // Opening a second item closes the first: one item open at a time.
    await tabTo(page, learning)
    await page.keyboard.press('Enter')
    await expect(learning).toHaveAttribute('aria-expanded', 'true')
    await expect(eventsAndCourses).toHaveAttribute('aria-expanded', 'false')
    await expect(corporateEvents).toBeHidden()

    const stepTwoSkills = menu.getByRole('button', { name: 'Step 2 Skills', exact: true })
    const familyLearning = menu.getByRole('link', { name: 'Family learning' })
    await expect(familyLearning).toBeHidden()
    await tabTo(page, stepTwoSkills)
    await page.keyboard.press('Enter')
    await expect(stepTwoSkills).toHaveAttribute('aria-expanded', 'true')
    await tabTo(page, familyLearning)
    await expect(familyLearning).toHaveAttribute('href', '/step2skills?category=family-learning')
    await checkA11y()

    // Escape collapses the innermost open item and hands focus to its button...
    await page.keyboard.press('Escape')
    await expect(familyLearning).toBeHidden()
    await expect(stepTwoSkills).toHaveAttribute('aria-expanded', 'false')
    await expect(stepTwoSkills).toBeFocused()
    await expect(learning).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(learning).toHaveAttribute('aria-expanded', 'false')
    await expect(learning).toBeFocused()

    // ...and with nothing left open it closes the menu, focus going back to the Menu button.
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(menuButton(page)).toBeFocused()
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
  })

  test("'Close menu' closes it and returns focus to the Menu button; while it is open focus stays inside", async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/events')
    const menu = mobileMenu(page)
    await tabTo(page, menuButton(page))
    await page.keyboard.press('Space')
    const close = menu.getByRole('button', { name: 'Close menu' })
    await expect(close).toBeFocused()

    // Shift+Tab from the first control wraps to the last link, and Tab from there wraps back.
    await page.keyboard.press('Shift+Tab')
    await expect(menu.getByRole('link', { name: 'Manage my waiting lists' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(close).toBeFocused()

    // Activating the open item closes it.
    const send = menu.getByRole('button', { name: 'SEND', exact: true })
    await tabTo(page, send)
    await page.keyboard.press('Enter')
    await expect(send).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('button', { name: 'SEND Academy' })).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(send).toHaveAttribute('aria-expanded', 'false')
    await expect(menu.getByRole('button', { name: 'SEND Academy' })).toBeHidden()
    await checkA11y()

    await tabTo(page, close, { backwards: true })
    await page.keyboard.press('Enter')
    await expect(menu).toBeHidden()
    await expect(menuButton(page)).toBeFocused()
    await checkA11y()
  })

  test('following a link in the menu opens the page and closes the menu', async ({ page, checkA11y }) => {
    await page.goto('/')
    await menuButton(page).click()
    const menu = mobileMenu(page)
    await menu.getByRole('button', { name: 'Events and courses', exact: true }).click()
    await menu.getByRole('link', { name: 'Public health training' }).click()

    await expect(page).toHaveURL(/\/public-health-training$/)
    await expect(page.getByRole('heading', { level: 1, name: /public health training/i })).toBeVisible()
    await expect(menu).toBeHidden()
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
    await checkA11y()
  })
})

test.describe('the desktop navigation', () => {
  test.use({ viewport: DESKTOP })

  test('a dropdown opens on a click, nests a third level, and closes when another opens or on a click outside', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/events')
    const navigation = mainNavigation(page)
    await expect(navigation.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/')
    await expect(menuButton(page)).toBeHidden()

    const learning = navigation.getByRole('button', { name: 'Learning', exact: true })
    const adultLearning = navigation.getByRole('button', { name: 'Adult Learning and Skills' })
    const languages = navigation.getByRole('link', { name: 'Languages' })
    await learning.click()
    await expect(learning).toHaveAttribute('aria-expanded', 'true')
    await adultLearning.click()
    await expect(languages).toBeVisible()
    await expect(languages).toHaveAttribute('href', '/hals?category=languages')
    await checkA11y()

    const send = navigation.getByRole('button', { name: 'SEND', exact: true })
    await send.click()
    await expect(send).toHaveAttribute('aria-expanded', 'true')
    await expect(learning).toHaveAttribute('aria-expanded', 'false')
    await expect(languages).toBeHidden()
    const sendAcademy = navigation.getByRole('button', { name: 'SEND Academy' })
    await expect(sendAcademy).toBeVisible()

    await page.getByRole('heading', { level: 1 }).click()
    await expect(send).toHaveAttribute('aria-expanded', 'false')
    await expect(sendAcademy).toBeHidden()
    await checkA11y()
  })

  test('a dropdown opens from the keyboard; Escape closes the innermost menu first and focus returns to its button', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/events')
    const navigation = mainNavigation(page)
    const learning = navigation.getByRole('button', { name: 'Learning', exact: true })
    await tabTo(page, learning)
    await page.keyboard.press('Enter')
    await expect(learning).toHaveAttribute('aria-expanded', 'true')

    // The open submenu starts with a link to the item's own page, then its items.
    await page.keyboard.press('Tab')
    await expect(navigation.getByRole('link', { name: 'Learning', exact: true })).toBeFocused()
    const stepTwoSkills = navigation.getByRole('button', { name: 'Step 2 Skills', exact: true })
    await page.keyboard.press('Tab')
    await expect(stepTwoSkills).toBeFocused()
    await page.keyboard.press('Space')
    await expect(stepTwoSkills).toHaveAttribute('aria-expanded', 'true')
    const familyLearning = navigation.getByRole('link', { name: 'Family learning' })
    await tabTo(page, familyLearning)
    await checkA11y()

    await page.keyboard.press('Escape')
    await expect(familyLearning).toBeHidden()
    await expect(stepTwoSkills).toBeFocused()
    await expect(learning).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(learning).toHaveAttribute('aria-expanded', 'false')
    await expect(stepTwoSkills).toBeHidden()
    await expect(learning).toBeFocused()
  })

  test('a dropdown closes when keyboard focus leaves the navigation', async ({ page }) => {
    await page.goto('/events')
    const navigation = mainNavigation(page)
    const eventsAndCourses = navigation.getByRole('button', { name: 'Events and courses', exact: true })
    await tabTo(page, eventsAndCourses)
    await page.keyboard.press('Enter')
    await expect(eventsAndCourses).toHaveAttribute('aria-expanded', 'true')

    // Back past Home to the header search, outside the bar.
    await page.keyboard.press('Shift+Tab')
    await expect(navigation.getByRole('link', { name: 'Home', exact: true })).toBeFocused()
    await expect(eventsAndCourses).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Shift+Tab')
    await expect(page.getByRole('button', { name: 'Search events' })).toBeFocused()
    await expect(eventsAndCourses).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('the navigation without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test.describe('at desktop width', () => {
    test.use({ viewport: DESKTOP })

    test('every level is a link, and a dropdown shows while keyboard focus is inside it', async ({ page, checkA11y }) => {
      await page.goto('/events')
      const navigation = mainNavigation(page)
      await expect(navigation.getByRole('button')).toHaveCount(0)
      const learning = navigation.getByRole('link', { name: 'Learning', exact: true })
      // 'Step 2 Skills' is also under 'Events and courses', which comes first.
      const stepTwoSkills = navigation.getByRole('link', { name: 'Step 2 Skills', exact: true }).nth(1)
      const familyLearning = navigation.getByRole('link', { name: 'Family learning' })
      // A closed dropdown is visually hidden (clipped to 1px) but its links stay in the tab order.
      const learningDropdown = navigation
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: 'Learning', exact: true }) })
        .getByRole('list')
        .first()
      const widthOfDropdown = async () => (await learningDropdown.boundingBox())?.width ?? 0
      expect(await widthOfDropdown()).toBeLessThanOrEqual(1)

      await tabTo(page, learning)
      await expect(learning).toHaveAttribute('href', '/step2skills')
      await page.keyboard.press('Tab')
      await expect(stepTwoSkills).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(familyLearning).toBeFocused()
      expect(await widthOfDropdown()).toBeGreaterThan(100)
      await checkA11y()
    })
  })

  test.describe('at 375px', () => {
    test.use({ viewport: PHONE })

    test('the whole tree is a list of links', async ({ page, checkA11y }) => {
      await page.goto('/events')
      const navigation = mainNavigation(page)
      await expect(menuButton(page)).toHaveCount(0)
      for (const name of ['Home', 'Corporate events', 'Learning', 'Family learning', 'Professional development', 'Manage my waiting lists']) {
        await expect(navigation.getByRole('link', { name, exact: true }).first()).toBeVisible()
      }
      await checkA11y()
    })
  })
})

test.describe('the header search', () => {
  const searchToggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Search', exact: true })
  const searchBox = (page: Page) => page.getByRole('banner').getByRole('searchbox', { name: 'Search events' })

  test.describe('at 769px', () => {
    test.use({ viewport: { width: 769, height: 800 } })

    test('the search box hides behind a Search toggle, which reveals it and Escape hides it again', async ({ page, checkA11y }) => {
      await page.goto('/events')
      await expect(searchToggle(page)).toHaveAttribute('aria-expanded', 'false')
      await expect(searchBox(page)).toBeHidden()

      await searchToggle(page).click()
      await expect(searchToggle(page)).toHaveAttribute('aria-expanded', 'true')
      await expect(searchBox(page)).toBeVisible()
      await expect(searchBox(page)).toBeFocused()
      await checkA11y()

      await page.keyboard.press('Escape')
      await expect(searchBox(page)).toBeHidden()
      await expect(searchToggle(page)).toBeFocused()
    })

    test('a search sent from the header lands on /search, which shows the matching events with their service', async ({ page, checkA11y }) => {
      await page.goto('/events')
      await searchToggle(page).click()
      await expect(searchBox(page)).toHaveAttribute('maxlength', '255')
      await searchBox(page).fill('x'.repeat(300))
      await expect(searchBox(page)).toHaveValue('x'.repeat(255))

      await searchBox(page).fill('watercolour')
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/\/search\?term=watercolour$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Search events and courses' })).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: 'results' })).toHaveText('Showing 1 - 1 of 1 results for watercolour')
      const results = page.getByRole('list', { name: 'Search results' })
      await expect(results.getByRole('listitem')).toHaveCount(1)
      await expect(results.getByText('Step 2 Skills')).toBeVisible()
      const card = results.getByRole('link', { name: 'Watercolour painting for beginners', exact: true })
      await expect(card).toHaveAttribute('href', '/step2skills/watercolour-painting-for-beginners')
      await checkA11y()

      await card.click()
      await expect(page).toHaveURL(/\/step2skills\/watercolour-painting-for-beginners$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Watercolour painting for beginners' })).toBeVisible()
    })
  })

  test.describe('above 769px', () => {
    test.use({ viewport: { width: 770, height: 800 } })

    test('the search box shows without a toggle', async ({ page }) => {
      await page.goto('/events')
      // Hydrated: items with submenus become buttons once scripts have run.
      await expect(mainNavigation(page).getByRole('button', { name: 'Learning', exact: true })).toBeVisible()
      await expect(searchToggle(page)).toBeHidden()
      await expect(searchBox(page)).toBeVisible()
    })
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, viewport: PHONE })

    test('the search box shows at 375px and the search page answers, and searches again', async ({ page, checkA11y }) => {
      await page.goto('/events')
      await expect(searchToggle(page)).toHaveCount(0)
      await searchBox(page).fill('spanish')
      await page.getByRole('button', { name: 'Search events' }).click()

      await expect(page).toHaveURL(/\/search\?term=spanish$/)
      await expect(page.getByRole('status').filter({ hasText: 'results' })).toHaveText(/^Showing 1 - \d+ of \d+ results for spanish$/)
      await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: 'Spanish for holidays', exact: true })).toBeVisible()
      await checkA11y()

      const again = page.getByRole('search', { name: 'Search events and courses' })
      await expect(again.getByRole('searchbox', { name: 'Search words' })).toHaveValue('spanish')
      await again.getByRole('searchbox', { name: 'Search words' }).fill('first aid')
      await again.getByRole('button', { name: 'Search' }).click()
      await expect(page).toHaveURL(/\/search\?term=first\+aid$/)
      const firstAid = page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: /first aid/i }).first()
      await expect(firstAid).toHaveAttribute('href', /^\/[a-z0-9-]+\/[a-z0-9-]+$/)
      await checkA11y()
    })
  })
})

test.describe('breadcrumbs', () => {
  const breadcrumbs = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' })

  test.describe('at desktop width', () => {
    test.use({ viewport: DESKTOP })

    test('a listing shows Home, and an event page Home then its listing, never more than four', async ({ page, checkA11y }) => {
      const event = elearningEvent()
      await page.goto(event.listing.path)
      await expect(breadcrumbs(page).getByRole('link')).toHaveText(['Home'])
      await checkA11y()

      await page.goto(event.path)
      const trail = breadcrumbs(page).getByRole('listitem')
      await expect(trail).toHaveText(['Home', event.listing.title])
      expect(await trail.count()).toBeLessThanOrEqual(4)
      await expect(breadcrumbs(page).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
      await checkA11y()

      await breadcrumbs(page).getByRole('link', { name: event.listing.title }).click()
      await expect(page).toHaveURL(new RegExp(`${event.listing.path}$`))
      await expect(breadcrumbs(page).getByRole('link')).toHaveText(['Home'])
    })

    test('the events home has no breadcrumbs', async ({ page }) => {
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1, name: /events and courses/i })).toBeVisible()
      await expect(breadcrumbs(page)).toHaveCount(0)
    })
  })

  test.describe('at 375px', () => {
    test.use({ viewport: PHONE })

    test('breadcrumbs are hidden below tablet width', async ({ page, checkA11y }) => {
      await page.goto(elearningEvent().path)
      // In the markup (the server does not know the width), but not shown.
      const trail = page.getByRole('navigation', { name: 'Breadcrumb', includeHidden: true })
      await expect(trail).toBeAttached()
      await expect(trail).toBeHidden()
      await checkA11y()
    })
  })
})

test.describe('back to top', () => {
  test.use({ viewport: PHONE })

  test("'Back to top' appears once the page has scrolled 200px and takes the reader back up", async ({ page, checkA11y }) => {
    await page.goto('/events')
    await expect(menuButton(page)).toBeVisible() // hydrated
    const backToTop = page.getByRole('link', { name: 'Back to top' })
    await expect(backToTop).toBeHidden()

    await page.mouse.wheel(0, 600)
    await expect.poll(() => scrollTop(page)).toBeGreaterThanOrEqual(200)
    await expect(backToTop).toBeVisible()
    await expect(backToTop).toHaveAttribute('href', '/events#top')
    await checkA11y()

    await page.evaluate(() => window.scrollTo(0, 199))
    await expect(backToTop).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, 200))
    await expect(backToTop).toBeVisible()

    await backToTop.click()
    await expect(page).toHaveURL(/\/events#top$/)
    await expect.poll(() => scrollTop(page)).toBe(0)
    await expect(backToTop).toBeHidden()
  })
})
