/**
 * Slugs of well-known demo events, one per case the site and the tests care about. The seed
 * guarantees each exists with the stated property relative to the `now` it was given.
 */
export const SEED_SLUGS = {
  /** Paid, on sale, no discount running (status paid). */
  paid: 'watercolour-painting-for-beginners',
  /** Price 0, freeOrPaid free (status free). */
  free: 'family-storytime-and-crafts',
  /** earlyBirdDiscount > 0 and now inside the discount window (status early bird). */
  earlyBird: 'mental-health-first-aid-two-day-course',
  /** ticketsAvailable 0 (status sold out). */
  soldOut: 'autism-awareness-for-parents',
  /** Sales window ended yesterday (status closed; left out of listings). */
  closed: 'council-budget-consultation-open-evening',
  /** Sales window not started yet (status closed; still listed). */
  notYetOnSale: 'garden-design',
  /** externalListingUrl set (status listing). */
  listing: 'hertfordshire-careers-fair',
  /** elearning true, no venue. */
  elearning: 'safeguarding-children-level-1',
  /** private true: readable by uri, left out of listings. Has a private assets page. */
  private: 'send-coordinators-network-meeting',
  /** Has a concession with numTicketsUsed 2 beside single-ticket concessions. */
  twoTicketConcession: 'family-cooking-on-a-budget',
  /** bookingQuestions and ticketQuestions each cover all seven question types. */
  allQuestionTypes: 'introduction-to-british-sign-language',
  /** Draft only, never published: invisible to the public. */
  draft: 'draft-spring-gardening-workshop',
} as const

export type SeedSlugKey = keyof typeof SEED_SLUGS
