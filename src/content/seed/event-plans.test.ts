import { describe, expect, it } from 'vitest'

import { LISTINGS } from '../../domain/listings'
import { CHECKOUT_QUESTION_TYPES } from '../fields/checkout-questions'
import { checkWindowEnd } from '../validation'
import { formatHours } from './event-catalogue'
import { ALL_TYPES_BOOKING_QUESTIONS, ALL_TYPES_TICKET_QUESTIONS } from './event-questions'
import { londonTimeOnDay, planDemoEvents, type EventPlan } from './event-plans'
import { SEED_SLUGS } from './seed-slugs'

const NOW = new Date('2026-03-10T12:00:00Z')

/** The listing status rules of spec 001 section 4, in order; written here independently of the seed. */
function listingStatus(plan: EventPlan, now: Date): string {
  const t = now.getTime()
  const { from, to } = plan.salesWindow
  if ((from && t < from.getTime()) || (to && t > to.getTime())) return 'closed'
  if (plan.externalListingUrl) return 'listing'
  if (plan.ticketsAvailable <= 0) return 'soldOut'
  if (plan.price === 0) return 'free'
  const d = plan.discountWindow
  if (plan.earlyBirdDiscount > 0 && d.from && d.to && t >= d.from.getTime() && t <= d.to.getTime()) return 'earlyBird'
  return 'paid'
}

const plans = planDemoEvents(NOW)
const published = plans.filter((p) => !p.draft)
const bySlug = new Map(plans.map((p) => [p.slug, p]))

describe('demo event plans', () => {
  it('has at least 80 published events, at least 10 in each listing', () => {
    expect(published.length).toBeGreaterThanOrEqual(80)
    for (const listing of LISTINGS) {
      expect(published.filter((p) => p.listingPath === listing.path).length, listing.path).toBeGreaterThanOrEqual(10)
    }
  })

  it('gives each event a content type of its own listing', () => {
    for (const plan of plans) {
      const listing = LISTINGS.find((l) => l.path === plan.listingPath)
      expect(listing?.contentTypes, plan.slug).toContain(plan.idea.contentType)
    }
  })

  it('covers every listing status, and each planned status comes out of the rules', () => {
    const statuses = new Set(published.map((p) => listingStatus(p, NOW)))
    expect([...statuses].sort()).toEqual(['closed', 'earlyBird', 'free', 'listing', 'paid', 'soldOut'])
    for (const plan of published) {
      const expected = plan.status === 'notYetOnSale' ? 'closed' : plan.status
      expect(listingStatus(plan, NOW), plan.slug).toBe(expected)
    }
  })

  it('names one well-known event of each kind in SEED_SLUGS', () => {
    const status = (key: keyof typeof SEED_SLUGS) => listingStatus(bySlug.get(SEED_SLUGS[key]) as EventPlan, NOW)
    for (const slug of Object.values(SEED_SLUGS)) expect(bySlug.has(slug), slug).toBe(true)
    expect(status('paid')).toBe('paid')
    expect(status('free')).toBe('free')
    expect(status('earlyBird')).toBe('earlyBird')
    expect(status('soldOut')).toBe('soldOut')
    expect(status('closed')).toBe('closed')
    expect(bySlug.get(SEED_SLUGS.closed)?.salesWindow.to?.getTime()).toBeLessThan(NOW.getTime())
    expect(status('notYetOnSale')).toBe('closed')
    expect(bySlug.get(SEED_SLUGS.notYetOnSale)?.salesWindow.from?.getTime()).toBeGreaterThan(NOW.getTime())
    expect(status('listing')).toBe('listing')
    expect(bySlug.get(SEED_SLUGS.elearning)?.idea.elearning).toBe(true)
    expect(bySlug.get(SEED_SLUGS.elearning)?.venue).toBeUndefined()
    expect(bySlug.get(SEED_SLUGS.private)?.idea.private).toBe(true)
    expect(bySlug.get(SEED_SLUGS.draft)?.draft).toBe(true)
    const concessions = bySlug.get(SEED_SLUGS.twoTicketConcession)?.concessions ?? []
    expect(concessions.map((c) => c.numTicketsUsed).sort()).toEqual([1, 1, 2])
    expect(bySlug.get(SEED_SLUGS.allQuestionTypes)?.idea.allQuestions).toBe(true)
  })

  it('asks all seven question types at booking and per ticket on the all-types event', () => {
    expect(new Set(ALL_TYPES_BOOKING_QUESTIONS.map((q) => q.type))).toEqual(new Set(CHECKOUT_QUESTION_TYPES))
    expect(new Set(ALL_TYPES_TICKET_QUESTIONS.map((q) => q.type))).toEqual(new Set(CHECKOUT_QUESTION_TYPES))
  })

  it('has several e-learning and several private events, and drafts whose slugs start with draft-', () => {
    expect(published.filter((p) => p.idea.elearning).length).toBeGreaterThanOrEqual(3)
    expect(published.filter((p) => p.idea.private).length).toBeGreaterThanOrEqual(2)
    const drafts = plans.filter((p) => p.draft)
    expect(drafts.length).toBeGreaterThanOrEqual(2)
    for (const draft of drafts) expect(draft.slug).toMatch(/^draft-/)
  })

  it('uses unique slugs, whole-pence prices and windows that end after they start', () => {
    expect(new Set(plans.map((p) => p.slug)).size).toBe(plans.length)
    for (const plan of plans) {
      expect(Number.isInteger(plan.price), plan.slug).toBe(true)
      expect(plan.freeOrPaid === 'free', plan.slug).toBe(plan.price === 0)
      for (const c of plan.concessions) {
        expect(Number.isInteger(c.concessionPrice)).toBe(true)
        if (c.discountedConcessionPrice !== undefined) expect(c.discountedConcessionPrice).toBeLessThan(c.concessionPrice)
        expect(c.numTicketsUsed).toBeGreaterThanOrEqual(1)
      }
      expect(checkWindowEnd(plan.salesWindow.to, plan.salesWindow.from), plan.slug).toBe(true)
      expect(checkWindowEnd(plan.discountWindow.to, plan.discountWindow.from), plan.slug).toBe(true)
      if (plan.endDateTime) expect(plan.endDateTime.getTime()).toBeGreaterThan(plan.dateTime.getTime())
    }
  })

  it('dates events from three days ago to 120 days ahead', () => {
    const day = 86_400_000
    for (const plan of plans) {
      const offset = (plan.dateTime.getTime() - NOW.getTime()) / day
      expect(offset, plan.slug).toBeGreaterThanOrEqual(-4)
      expect(offset, plan.slug).toBeLessThanOrEqual(121)
    }
  })

  it('is the same for the same now', () => {
    expect(planDemoEvents(new Date(NOW))).toEqual(plans)
  })

  it('places local wall-clock times in Europe/London', () => {
    expect(londonTimeOnDay(new Date('2026-07-01T12:00:00Z'), 0, [10, 0]).toISOString()).toBe('2026-07-01T09:00:00.000Z')
    expect(londonTimeOnDay(new Date('2026-01-01T12:00:00Z'), 0, [10, 0]).toISOString()).toBe('2026-01-01T10:00:00.000Z')
  })

  it('formats session lengths for people', () => {
    expect(formatHours(0.5)).toBe('30 minutes')
    expect(formatHours(1)).toBe('1 hour')
    expect(formatHours(2.5)).toBe('2 hours 30 minutes')
  })
})

describe('courses with sessions (issue 26 point 1)', () => {
  const plans = planDemoEvents(NOW)

  it('gives a six-week course six weekly sessions at the same London time, spanning the event', () => {
    const watercolour = plans.find((plan) => plan.idea.title === 'Watercolour painting for beginners')!
    const sessions = watercolour.sessions!
    expect(sessions).toHaveLength(6)
    expect(sessions[0]!.startsAt).toEqual(watercolour.dateTime)
    expect(sessions[5]!.endsAt).toEqual(watercolour.endDateTime)
    const londonTime = (date: Date) => date.toLocaleTimeString('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' })
    expect(new Set(sessions.map((session) => londonTime(session.startsAt))).size).toBe(1)
    for (const session of sessions) expect(session.endsAt.getTime() - session.startsAt.getTime()).toBe(watercolour.idea.hours * 3_600_000)
  })

  it('gives an event that meets once no sessions', () => {
    for (const plan of plans.filter((one) => (one.idea.weeks ?? 1) === 1 || one.idea.elearning)) expect(plan.sessions).toBeUndefined()
  })
})
