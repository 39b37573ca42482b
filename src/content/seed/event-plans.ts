import { londonInstant, londonWallClock } from '../../domain/dates'
import { LISTINGS } from '../../domain/listings'
import { slugify } from '../validation'
import { DRAFT_IDEAS, EVENT_CATALOGUE, type EventIdea, type PlannedStatus } from './event-catalogue'
import { cycle } from './cycle'
import { DEMO_VENUES, type DemoVenue } from './venues'

/**
 * Pure planning of the demo events: dates, windows, prices, capacity and concessions, all relative
 * to `now` and varied by index (no randomness), so a given `now` always gives the same events.
 */

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** Statuses for events whose idea does not force one; every status appears in each listing. */
const STATUS_ROTATION: readonly PlannedStatus[] = [
  'paid', 'paid', 'free', 'earlyBird', 'paid', 'soldOut', 'free', 'paid',
  'listing', 'closed', 'earlyBird', 'notYetOnSale', 'paid', 'free', 'paid', 'soldOut',
]

/** Headline prices in pence by listing. */
const PRICES: Record<string, readonly number[]> = {
  '/events': [500, 1000, 1500, 2000],
  '/step2skills': [1500, 2500, 3500, 4500, 6000],
  '/hals': [4500, 9500, 12500, 16500, 21000],
  '/local-offer': [300, 500, 800],
  '/send-academy': [4500, 7500, 12000, 15000],
  '/public-health-training': [2500, 5000, 9500, 18000],
}

const START_TIMES: readonly [number, number][] = [[9, 30], [10, 0], [13, 30], [18, 30], [19, 0], [10, 30]]
const CAPACITIES = [12, 15, 16, 20, 24, 30, 40] as const

export interface ConcessionPlan {
  title: string
  description?: string
  concessionPrice: number
  discountedConcessionPrice?: number
  numberAvailable: number
  maxNumberAvailable: number
  numTicketsUsed: number
}

export interface Window {
  from?: Date
  to?: Date
}

export interface EventPlan {
  idea: EventIdea
  slug: string
  listingPath: string
  /** Position within its listing, and across all listings: the source of variety. */
  index: number
  globalIndex: number
  status: PlannedStatus
  draft: boolean
  dateTime: Date
  endDateTime?: Date
  /** A course that runs weekly (`weeks` above 1): one session a week at the same London time (issue 26). */
  sessions?: Array<{ startsAt: Date; endsAt: Date }>
  salesWindow: Window
  discountWindow: Window
  earlyBirdDiscount: number
  price: number
  freeOrPaid: 'free' | 'paid'
  ticketsAvailable: number
  concessions: ConcessionPlan[]
  venue?: DemoVenue
  roomSpace?: string
  externalListingUrl?: string
}

const roundTo50 = (pence: number) => Math.max(50, Math.round(pence / 50) * 50)
const at = (now: Date, ms: number) => new Date(now.getTime() + ms)

/** A local Europe/London wall-clock time on the day `days` from now, as a UTC instant. */
export function londonTimeOnDay(now: Date, days: number, [hour, minute]: [number, number]): Date {
  const day = londonWallClock(new Date(now.getTime() + days * DAY))
  return londonInstant(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, minute)
}

function dayOffset(status: PlannedStatus, g: number): number {
  if (status === 'closed') return cycle([-3, -2, -1, 1, 2], g)
  if (status === 'notYetOnSale') return 60 + ((g * 13) % 60)
  if (status === 'earlyBird') return 25 + ((g * 17) % 90)
  return 7 + ((g * 41) % 110)
}

function salesWindowFor(status: PlannedStatus, g: number, now: Date, dateTime: Date, elearning: boolean): Window {
  if (status === 'closed') {
    return { from: at(now, -45 * DAY), to: new Date(Math.min(at(now, -6 * HOUR).getTime(), dateTime.getTime() - DAY)) }
  }
  if (status === 'notYetOnSale') return { from: at(now, (14 + (g % 7)) * DAY), to: new Date(dateTime.getTime() - DAY) }
  // Some free and listing events have no sales window at all: always on sale until the event.
  if ((status === 'free' || status === 'listing') && g % 3 === 0) return {}
  if (elearning) return { from: at(now, -30 * DAY), to: at(now, 180 * DAY) }
  return { from: at(now, -(20 + (g % 30)) * DAY), to: new Date(dateTime.getTime() - DAY) }
}

function discountFor(status: PlannedStatus, g: number, now: Date, sales: Window): { percent: number; window: Window } {
  if (status === 'earlyBird') {
    return { percent: cycle([10, 15, 20, 25], g), window: { from: at(now, -(3 + (g % 5)) * DAY), to: at(now, (7 + (g % 7)) * DAY) } }
  }
  // A paid event whose early bird offer has ended: still plain paid (spec 001 section 4, rule 6).
  if (status === 'paid' && g % 2 === 0) return { percent: 10, window: { from: at(now, -50 * DAY), to: at(now, -15 * DAY) } }
  // An early bird offer that starts when sales open.
  if (status === 'notYetOnSale' && g % 2 === 0 && sales.from) {
    return { percent: 15, window: { from: sales.from, to: new Date(sales.from.getTime() + 14 * DAY) } }
  }
  return { percent: 0, window: {} }
}

interface ConcessionShape {
  title: string
  description?: string
  /** Price as a multiple of the headline price. */
  factor: number
}

const CONCESSION_SHAPES: Record<string, readonly ConcessionShape[]> = {
  '/events': [{ title: 'Adult', factor: 1 }, { title: 'Child (under 16)', factor: 0.5 }],
  '/step2skills': [
    { title: 'Adult', factor: 1 },
    { title: 'Concession', description: 'Over 60s, full-time students and people receiving means-tested benefits.', factor: 0.7 },
  ],
  '/hals': [
    { title: 'Full fee', factor: 1 },
    { title: 'Concession', description: 'Over 60s, full-time students and people receiving means-tested benefits.', factor: 0.7 },
  ],
  '/local-offer': [
    { title: 'Child or young person', factor: 1 },
    { title: 'Parent or carer', description: 'Parents and carers attend free with a child or young person.', factor: 0 },
  ],
  '/send-academy': [
    { title: 'Hertfordshire maintained school', factor: 1 },
    { title: 'Academy, free school or independent setting', factor: 1.2 },
  ],
  '/public-health-training': [
    { title: 'Standard place', factor: 1 },
    { title: 'Voluntary and community sector', description: 'For registered charities and community groups.', factor: 0.5 },
  ],
}

function concessionsFor(plan: Pick<EventPlan, 'listingPath' | 'price' | 'ticketsAvailable' | 'earlyBirdDiscount'> & { family: boolean }): ConcessionPlan[] {
  const capacity = plan.ticketsAvailable
  const shapes = (CONCESSION_SHAPES[plan.listingPath] ?? CONCESSION_SHAPES['/events']) as readonly ConcessionShape[]
  const priced = (factor: number) => (plan.price === 0 || factor === 0 ? 0 : factor === 1 ? plan.price : roundTo50(plan.price * factor))
  const discounted = (pence: number) =>
    plan.earlyBirdDiscount > 0 && pence > 0 ? Math.round((pence * (100 - plan.earlyBirdDiscount)) / 100) : undefined
  const rows: ConcessionPlan[] = shapes.map((shape, i) => ({
    title: shape.title,
    description: shape.description,
    concessionPrice: priced(shape.factor),
    numberAvailable: i === 0 ? capacity : Math.floor(capacity / 2),
    maxNumberAvailable: i === 0 ? Math.min(10, Math.max(capacity, 1)) : 6,
    numTicketsUsed: 1,
  }))
  if (plan.family) {
    rows.push({
      title: 'Parent and child (2 places)',
      description: 'One adult and one child. Uses two places.',
      concessionPrice: priced(1.5),
      numberAvailable: Math.floor(capacity / 2),
      maxNumberAvailable: 2,
      numTicketsUsed: 2,
    })
  }
  // Single-concession events: the free ones of the corporate listing are one "Free place".
  const result =
    plan.price === 0 && plan.listingPath === '/events' && !plan.family
      ? [{ ...(rows[0] as ConcessionPlan), title: 'Free place' }]
      : rows
  return result.map((row) => {
    const early = discounted(row.concessionPrice)
    return early === undefined ? row : { ...row, discountedConcessionPrice: early }
  })
}

function isFree(status: PlannedStatus, listingPath: string, g: number): boolean {
  if (status === 'free') return true
  // Most SEND local offer events are free whatever else applies; paid ones stay paid.
  return listingPath === '/local-offer' && status !== 'paid' && status !== 'earlyBird' && g % 2 === 0
}

export function planEvent(idea: EventIdea, listingPath: string, index: number, globalIndex: number, now: Date, status: PlannedStatus): EventPlan {
  const g = globalIndex
  const elearning = Boolean(idea.elearning)
  const firstDay = dayOffset(status, g)
  const startTime = cycle(START_TIMES, g)
  const dateTime = londonTimeOnDay(now, firstDay, startTime)
  const weeks = elearning ? 1 : (idea.weeks ?? 1)
  const sessions =
    weeks > 1
      ? Array.from({ length: weeks }, (_, week) => {
          const startsAt = londonTimeOnDay(now, firstDay + week * 7, startTime)
          return { startsAt, endsAt: new Date(startsAt.getTime() + idea.hours * HOUR) }
        })
      : undefined
  const endDateTime = elearning ? undefined : sessions ? sessions[sessions.length - 1]!.endsAt : new Date(dateTime.getTime() + idea.hours * HOUR)
  const salesWindow = salesWindowFor(status, g, now, dateTime, elearning)
  const discount = discountFor(status, g, now, salesWindow)
  const free = isFree(status, listingPath, g)
  const price = free ? 0 : cycle(PRICES[listingPath] ?? [1000], g)
  const ticketsAvailable = status === 'soldOut' ? 0 : elearning ? 500 : status === 'listing' ? 150 : cycle(CAPACITIES, g)
  const concessions = concessionsFor({ listingPath, price, ticketsAvailable, earlyBirdDiscount: discount.percent, family: Boolean(idea.family) })
  const lowestPrice = Math.min(...concessions.map((c) => c.concessionPrice).filter((p) => p > 0))
  const venue = elearning ? undefined : DEMO_VENUES[(LISTINGS.findIndex((l) => l.path === listingPath) * 5 + index * 7) % DEMO_VENUES.length]
  const slug = slugify(idea.title)
  return {
    idea,
    slug,
    listingPath,
    index,
    globalIndex: g,
    status,
    draft: Boolean(idea.draft),
    dateTime,
    endDateTime,
    sessions,
    salesWindow,
    discountWindow: discount.window,
    earlyBirdDiscount: discount.percent,
    price: free ? 0 : Number.isFinite(lowestPrice) ? lowestPrice : price,
    freeOrPaid: free ? 'free' : 'paid',
    ticketsAvailable,
    concessions,
    venue,
    roomSpace: venue ? cycle(venue.rooms, g) : undefined,
    externalListingUrl: status === 'listing' ? `https://tickets.example.org/hertfordshire/${slug}` : undefined,
  }
}

/** Every demo event, published ones first (sixteen per listing), then the drafts. */
export function planDemoEvents(now: Date): EventPlan[] {
  const plans: EventPlan[] = []
  let g = 0
  for (const listing of LISTINGS) {
    const ideas = EVENT_CATALOGUE[listing.path] ?? []
    ideas.forEach((idea, i) => {
      plans.push(planEvent(idea, listing.path, i, g, now, idea.status ?? cycle(STATUS_ROTATION, i)))
      g += 1
    })
  }
  for (const [path, ideas] of Object.entries(DRAFT_IDEAS)) {
    ideas.forEach((idea, i) => {
      plans.push(planEvent(idea, path, i, g, now, idea.status ?? 'paid'))
      g += 1
    })
  }
  return plans
}
