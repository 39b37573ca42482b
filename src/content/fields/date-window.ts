import type { GroupField } from 'payload'

import { checkWindowEnd } from '../validation'

/** A {from, to} window of date-times (sales window, discount window: spec 001 section 3). */
export function dateWindowField(name: string, label: string, description: string): GroupField {
  return {
    name,
    label,
    type: 'group',
    admin: { description },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'from',
            label: 'From',
            type: 'date',
            admin: { width: '50%', date: { pickerAppearance: 'dayAndTime', displayFormat: 'd MMM yyyy, HH:mm' } },
          },
          {
            name: 'to',
            label: 'To',
            type: 'date',
            admin: { width: '50%', date: { pickerAppearance: 'dayAndTime', displayFormat: 'd MMM yyyy, HH:mm' } },
            validate: (value: Date | string | null | undefined, { siblingData }: { siblingData: Record<string, unknown> }) =>
              checkWindowEnd(value, siblingData?.from as string | undefined),
          },
        ],
      },
    ],
  }
}
