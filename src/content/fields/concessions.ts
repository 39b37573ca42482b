import type { ArrayField } from 'payload'

import { penceField, wholeNumberField } from './money'

/**
 * Ticket types of an event (spec 001 section 3, concession). Each row keeps Payload's stable row
 * id, which the booking module uses as `concessionId` in `concessionsToAddList`.
 */
export const concessionsField: ArrayField = {
  name: 'concessions',
  label: 'Concessions (ticket types)',
  type: 'array',
  labels: { singular: 'Concession', plural: 'Concessions' },
  admin: {
    description:
      'Each ticket type a customer can choose, such as Adult, Child or Family. All concessions draw on the event\u2019s ticket pool.',
    initCollapsed: false,
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    {
      type: 'row',
      fields: [
        { ...penceField('concessionPrice', 'Price (pence)', { required: true }), admin: { width: '50%', step: 1, description: 'In pence: 1250 means £12.50; 0 means free.' } },
        {
          ...penceField('discountedConcessionPrice', 'Early bird price (pence)'),
          admin: { width: '50%', step: 1, description: 'Optional. Charged inside the discount window instead of the price.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          ...wholeNumberField('numberAvailable', 'Number available', { min: 0 }),
          admin: { width: '33%', step: 1, description: 'How many of this concession are on sale. Blank means limited only by the event\u2019s tickets.' },
        },
        {
          ...wholeNumberField('maxNumberAvailable', 'Maximum per booking', { min: 0 }),
          admin: { width: '33%', step: 1, description: 'The most of this concession one booking can take (spec 001 section 4 caps availability at it).' },
        },
        {
          ...wholeNumberField('numTicketsUsed', 'Tickets used per unit', { min: 1, required: true, defaultValue: 1 }),
          admin: { width: '33%', step: 1, description: 'Tickets taken from the pool by one of these, for example 2 for a parent and child place.' },
        },
      ],
    },
  ],
}
