import type { CollectionBeforeChangeHook, CollectionConfig, Validate } from 'payload'

import { EVENT_CONTENT_TYPES, HAFLS_DISTRICTS, SEND_AGE_RANGES, eventUri, type EventContentType } from '../../domain/listings'
import { contentWriters, eventsReadAccess, fieldForStaff } from '../access'
import { checkoutQuestionsField } from '../fields/checkout-questions'
import { syncEventAfterChange, withdrawEventAfterDelete } from '../hooks/event-projection'
import { concessionsField } from '../fields/concessions'
import { dateWindowField } from '../fields/date-window'
import { penceField, wholeNumberField } from '../fields/money'
import { resourcesField } from '../fields/resources'
import { dateTimeAdmin, reminderDaysField, sessionsField, setDatesFromSessions } from '../fields/sessions'
import { slugField } from '../fields/slug'
import { checkConcessionsToPublish, checkLink, checkPence, checkWindowEnd, type PublishedEventShape } from '../validation'

const CONTENT_TYPE_LABELS: Record<EventContentType, string> = {
  eventCorporate: 'Corporate',
  eventHAFLS: 'Step 2 Skills (HAFLS)',
  eventHALS: 'Adult Learning and Skills (HALS)',
  eventLibraries: 'Libraries',
  eventLocalOffer: 'SEND Local Offer',
  eventMusicService: 'Music Service',
  eventCPSLS: 'CPSLS',
  eventSend: 'SEND',
  eventSendAcademy: 'SEND Academy',
  eventHealthAndWellbeing: 'Public health training',
}


/** The uri is the listing path of the content type plus the slug (src/domain/listings.ts). */
export function computeEventUri(
  data: { contentType?: unknown; slug?: unknown },
  originalDoc?: { contentType?: unknown; slug?: unknown },
): string | undefined {
  const contentType = data.contentType ?? originalDoc?.contentType
  const slug = data.slug ?? originalDoc?.slug
  if (typeof slug !== 'string' || slug === '') return undefined
  if (!(EVENT_CONTENT_TYPES as readonly unknown[]).includes(contentType)) return undefined
  return eventUri(contentType as EventContentType, slug)
}

const setUri: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const uri = computeEventUri(data, originalDoc)
  return uri ? { ...data, uri } : data
}

/** A free event is priced 0 (spec 001 section 4: free when the price is zero). */
export function checkFreeMeansZero(freeOrPaid: unknown, price: unknown): true | string {
  if (freeOrPaid === 'free' && typeof price === 'number' && price > 0) return 'A free event must have a price of 0.'
  if (freeOrPaid === 'paid' && price === 0) return 'A paid event needs a price above 0, or mark it free.'
  return true
}

/** The room must be one of the chosen venue's rooms, so the venue block can show it. */
const roomOfVenue: Validate = async (value, { siblingData, req }) => {
  const venueId = (siblingData as { venue?: unknown }).venue
  if (!value || !venueId) return true
  const id = typeof venueId === 'object' ? (venueId as { id: number | string }).id : (venueId as number | string)
  try {
    const venue = await req.payload.findByID({ collection: 'venues', id, depth: 0, req })
    const rooms = (venue.rooms ?? []).map((room: { name?: string | null }) => room.name).filter(Boolean)
    if (rooms.length === 0 || rooms.includes(value as string)) return true
    return `Choose one of the venue's rooms: ${rooms.join(', ')}.`
  } catch {
    return true
  }
}

/**
 * Publishing refuses an event booked here with nothing to book (issue 9 point 8). `data` is the whole
 * document as saved (the stored one merged with the change), so a publish that sends only `_status` is
 * checked too; the fields it reads sit at the document's top level (unnamed tabs and rows), so they are
 * the concessions' siblings. Payload skips validation for draft saves.
 */
const concessionsToPublish: Validate<unknown, PublishedEventShape, PublishedEventShape & { concessions?: unknown }> = (
  value,
  { data, siblingData },
) => checkConcessionsToPublish(value ?? siblingData?.concessions, { ...siblingData, _status: data?._status })

export const Events: CollectionConfig = {
  slug: 'events',
  labels: { singular: 'Event', plural: 'Events' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'contentType', 'dateTime', 'district', '_status'],
    listSearchableFields: ['title', 'slug', 'uri'],
    group: 'Events',
  },
  access: {
    read: eventsReadAccess,
    create: contentWriters,
    update: contentWriters,
    delete: contentWriters,
    readVersions: contentWriters,
  },
  versions: { drafts: true, maxPerDoc: 25 },
  defaultSort: 'dateTime',
  hooks: {
    beforeValidate: [setDatesFromSessions],
    beforeChange: [setUri],
    afterChange: [syncEventAfterChange],
    afterDelete: [withdrawEventAfterDelete],
  },
  fields: [
    {
      name: 'contentType',
      label: 'Content type',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'eventCorporate',
      options: EVENT_CONTENT_TYPES.map((value) => ({ label: CONTENT_TYPE_LABELS[value], value })),
      admin: { position: 'sidebar', description: 'Decides which listing shows the event and its web address.' },
    },
    slugField('title'),
    {
      name: 'uri',
      type: 'text',
      index: true,
      admin: { position: 'sidebar', readOnly: true, description: 'Set from the content type and slug when saved.' },
    },
    {
      name: 'private',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Left out of listings and search; still reachable by its address.' },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Event',
          fields: [
            { name: 'title', type: 'text', required: true },
            { name: 'synopsis', type: 'textarea', admin: { description: 'One or two sentences for cards and search.' } },
            { name: 'about', type: 'richText' },
            {
              type: 'row',
              fields: [
                {
                  name: 'dateTime',
                  label: 'Starts',
                  type: 'date',
                  required: true,
                  index: true,
                  admin: { width: '40%', date: dateTimeAdmin, description: 'With sessions below, set from the first session when saved.' },
                },
                {
                  name: 'endDateTime',
                  label: 'Ends (optional)',
                  type: 'date',
                  admin: { width: '40%', date: dateTimeAdmin },
                  validate: (value: Date | string | null | undefined, { siblingData }: { siblingData: Record<string, unknown> }) =>
                    checkWindowEnd(value, siblingData?.dateTime as string | undefined),
                },
                { name: 'duration', type: 'text', admin: { width: '20%', description: 'For example "2 hours" or "6 weeks".' } },
              ],
            },
            sessionsField(roomOfVenue),
            reminderDaysField,
            {
              type: 'collapsible',
              label: 'Images',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'bannerImage', type: 'upload', relationTo: 'media', admin: { width: '50%', description: 'Wide image at the top of the event page. A default banner shows when empty.' } },
                    { name: 'bannerImageAlt', label: 'Banner alt text', type: 'text', admin: { width: '50%', description: 'Leave blank to use the image\u2019s own alt text.' } },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'thumbnail', type: 'upload', relationTo: 'media', admin: { width: '50%', description: 'Image on listing cards.' } },
                    { name: 'thumbnailAlt', label: 'Thumbnail alt text', type: 'text', admin: { width: '50%', description: 'Leave blank to use the image\u2019s own alt text.' } },
                  ],
                },
              ],
            },
            {
              name: 'tutor',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'name', type: 'text', admin: { width: '50%' } },
                    { name: 'image', type: 'upload', relationTo: 'media', admin: { width: '50%' } },
                  ],
                },
              ],
            },
            {
              name: 'organisingOrganisation',
              label: 'Organising organisation',
              type: 'group',
              admin: { description: 'Shown as a card on the event page when a name is given.' },
              fields: [
                { name: 'name', type: 'text' },
                { name: 'description', type: 'textarea' },
                {
                  type: 'row',
                  fields: [
                    { name: 'url', label: 'Website', type: 'text', admin: { width: '50%' }, validate: (v: string | null | undefined) => checkLink(v) },
                    { name: 'logo', type: 'upload', relationTo: 'media', admin: { width: '50%' } },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Tickets and prices',
          description: 'These decide the status shown on cards: closed, listing, sold out, free, early bird or paid (spec 001 section 4).',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  ...penceField('price', 'Price (pence)', { description: 'The headline price in pence, usually the lowest concession price. 0 for free events.' }),
                  admin: { width: '34%', step: 1, description: 'The headline price in pence, usually the lowest concession price. 0 for free events.' },
                  validate: (value: number | number[] | null | undefined, { siblingData }: { siblingData: Record<string, unknown> }) => {
                    const price = Array.isArray(value) ? value[0] : value
                    const result = checkPence(price)
                    return result === true ? checkFreeMeansZero(siblingData?.freeOrPaid, price) : result
                  },
                },
                {
                  name: 'freeOrPaid',
                  label: 'Free or paid',
                  type: 'select',
                  required: true,
                  defaultValue: 'paid',
                  options: [
                    { label: 'Free', value: 'free' },
                    { label: 'Paid', value: 'paid' },
                  ],
                  admin: { width: '33%' },
                },
                {
                  ...wholeNumberField('ticketsAvailable', 'Tickets available', { min: 0, required: true }),
                  admin: { width: '33%', step: 1, description: 'Capacity: the number of tickets in the pool. 0 shows Sold Out.' },
                },
              ],
            },
            dateWindowField('ticketSalesDateWindow', 'Ticket sales window', 'Outside this window the event shows as Closed. Listings hide it once the window has ended.'),
            dateWindowField('discountWindow', 'Early bird discount window', 'Inside this window the early bird discount applies.'),
            {
              ...wholeNumberField('earlyBirdDiscount', 'Early bird discount (%)', { min: 0, max: 100 }),
              admin: { step: 1, description: 'Percentage off the price inside the discount window, 0 to 100.' },
            },
            {
              type: 'row',
              fields: [
                { name: 'preBookingRequired', label: 'Booking required', type: 'checkbox', defaultValue: true, admin: { width: '33%' } },
                { name: 'elearning', label: 'E-learning', type: 'checkbox', defaultValue: false, admin: { width: '33%', description: 'An online course with no venue.' } },
              ],
            },
            {
              name: 'externalListingUrl',
              label: 'External listing address',
              type: 'text',
              admin: { description: 'When set, the event is booked on another site and shows a Visit Site link.' },
              validate: (v: string | null | undefined) => checkLink(v),
            },
            { name: 'soldOutMessage', label: 'Sold out message', type: 'textarea' },
            {
              ...concessionsField,
              validate: concessionsToPublish,
            },
          ],
        },
        {
          label: 'Audience and place',
          fields: [
            { name: 'targetAudience', label: 'Audience', type: 'text', admin: { description: 'For example "Parents and carers of children aged 5 to 11".' } },
            {
              name: 'audienceAgeRanges',
              label: 'Audience age ranges',
              type: 'select',
              hasMany: true,
              options: SEND_AGE_RANGES.map((value) => ({ label: value, value })),
              admin: { description: 'Filter on the SEND Local Offer listing.' },
            },
            {
              name: 'district',
              type: 'select',
              index: true,
              options: HAFLS_DISTRICTS.map((value) => ({ label: value, value })),
              admin: { description: 'Filter on the Step 2 Skills listing.' },
            },
            {
              type: 'row',
              fields: [
                { name: 'venue', type: 'relationship', relationTo: 'venues', admin: { width: '50%' } },
                {
                  name: 'roomSpace',
                  label: 'Room',
                  type: 'text',
                  admin: { width: '50%', description: 'One of the venue\u2019s rooms.' },
                  validate: roomOfVenue,
                },
              ],
            },
            { name: 'categories', type: 'relationship', relationTo: 'categories', hasMany: true },
          ],
        },
        {
          label: 'Further information',
          fields: [
            {
              name: 'furtherInformation',
              label: 'Further information',
              type: 'blocks',
              admin: { initCollapsed: true },
              blocks: [
                {
                  slug: 'textArea',
                  labels: { singular: 'Text', plural: 'Text' },
                  fields: [{ name: 'furtherInformationText', label: 'Text', type: 'richText' }],
                },
                {
                  slug: 'image',
                  labels: { singular: 'Image', plural: 'Images' },
                  fields: [
                    { name: 'furtherInformationImage', label: 'Image', type: 'upload', relationTo: 'media', required: true },
                    { name: 'alt', label: 'Alt text', type: 'text', admin: { description: 'Leave blank to use the image\u2019s own alt text.' } },
                    { name: 'caption', type: 'text' },
                  ],
                },
              ],
            },
            resourcesField('publicResources', 'Public resources', 'Files and links shown on the event page.'),
            resourcesField(
              'privateResources',
              'Private resources',
              'Files and links for booked customers only; shown on the private assets page.',
              { access: { read: fieldForStaff } },
              'private-files',
            ),
          ],
        },
        {
          label: 'Checkout',
          fields: [
            { name: 'checkoutGuidance', label: 'Checkout guidance', type: 'richText' },
            { name: 'serviceTerms', label: 'Service terms', type: 'richText' },
            {
              type: 'row',
              fields: [
                {
                  name: 'cancellationCutoffDays',
                  label: 'Residents may cancel until (days before)',
                  type: 'number',
                  min: 0,
                  max: 365,
                  defaultValue: 7,
                  admin: { width: '50%', description: 'A resident can cancel their own booking from the confirmation e-mail until this many days before the event starts.' },
                },
                {
                  name: 'refundOnCancellation',
                  label: 'Refund a resident who cancels in time',
                  type: 'checkbox',
                  defaultValue: true,
                  admin: { width: '50%', description: 'As the service terms say. Staff can always choose to refund when they cancel.' },
                },
              ],
            },
            checkoutQuestionsField('bookingQuestions', 'Booking questions', 'Asked once per booking, of the purchaser.'),
            checkoutQuestionsField('ticketQuestions', 'Ticket questions', 'Asked once for each ticket holder.'),
            {
              type: 'row',
              fields: [
                { name: 'gl', label: 'General ledger code', type: 'text', admin: { width: '50%' } },
                { name: 'costCode', label: 'Cost code', type: 'text', admin: { width: '50%' } },
              ],
            },
          ],
        },
      ],
    },
  ],
}
