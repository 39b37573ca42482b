import type { CollectionConfig } from 'payload'

import { anyone, contentWriters } from '../access'
import { checkTimeOfDay } from '../validation'
import { syncEventsReferencingAfterChange } from '../hooks/event-projection'

export const OPENING_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'Bank holidays'] as const
export type OpeningDay = (typeof OPENING_DAYS)[number]

const time = (name: string, label: string) => ({
  name,
  label,
  type: 'text' as const,
  admin: { width: '25%', placeholder: 'HH:mm' },
  validate: (value: string | null | undefined) => checkTimeOfDay(value),
})

/** A place events happen (spec 000 section 3, venue), with the rooms events can name. */
export const Venues: CollectionConfig = {
  slug: 'venues',
  labels: { singular: 'Venue', plural: 'Venues' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'address.addressLocality', 'address.postalCode'], group: 'Events' },
  access: { read: anyone, create: contentWriters, update: contentWriters, delete: contentWriters },
  // Cards and facets show this from the booking schema's event rows (src/content/hooks/event-projection.ts).
  hooks: { afterChange: [syncEventsReferencingAfterChange('venue')] },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, index: true },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Address and map',
          fields: [
            {
              name: 'address',
              type: 'group',
              fields: [
                { name: 'streetAddress', label: 'Street address', type: 'text', required: true },
                {
                  type: 'row',
                  fields: [
                    { name: 'addressLocality', label: 'Town or city', type: 'text', required: true, admin: { width: '50%' } },
                    { name: 'addressRegion', label: 'County', type: 'text', defaultValue: 'Hertfordshire', admin: { width: '50%' } },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'postalCode', label: 'Postcode', type: 'text', required: true, admin: { width: '50%' } },
                    { name: 'postOfficeBoxNumber', label: 'PO Box', type: 'text', admin: { width: '50%' } },
                  ],
                },
              ],
            },
            {
              name: 'location',
              type: 'group',
              admin: { description: 'Latitude and longitude (WGS84) for the map and the distance filter.' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'lat', label: 'Latitude', type: 'number', min: -90, max: 90, admin: { width: '50%', step: 0.000001 } },
                    { name: 'lon', label: 'Longitude', type: 'number', min: -180, max: 180, admin: { width: '50%', step: 0.000001 } },
                  ],
                },
              ],
            },
            {
              name: 'rooms',
              label: 'Rooms and spaces',
              type: 'array',
              labels: { singular: 'Room', plural: 'Rooms' },
              fields: [{ name: 'name', type: 'text', required: true }],
            },
          ],
        },
        {
          label: 'Opening hours',
          fields: [
            {
              name: 'openingHours',
              label: 'Opening hours',
              type: 'array',
              labels: { singular: 'Day', plural: 'Days' },
              admin: { description: 'One row per day. Leave the second pair empty unless the venue closes for lunch; leave all empty for closed.' },
              fields: [
                {
                  name: 'day',
                  type: 'select',
                  required: true,
                  options: OPENING_DAYS.map((value) => ({ label: value, value })),
                },
                {
                  type: 'row',
                  fields: [
                    time('openTime1', 'Opens'),
                    time('closeTime1', 'Closes'),
                    time('openTime2', 'Opens again'),
                    time('closeTime2', 'Closes again'),
                  ],
                },
              ],
            },
            { name: 'bankHolidaysAndClosures', label: 'Bank holidays and closures', type: 'richText' },
          ],
        },
        {
          label: 'Visiting',
          fields: [
            { name: 'description', type: 'richText' },
            { name: 'parkingAvailability', label: 'Parking', type: 'richText' },
            { name: 'disabledFacilities', label: 'Accessibility and disabled facilities', type: 'richText' },
            { name: 'howToGetHere', label: 'How to get here', type: 'richText' },
          ],
        },
      ],
    },
  ],
}
