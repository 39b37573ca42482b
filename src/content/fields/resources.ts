import type { ArrayField } from 'payload'

import { checkLink } from '../validation'

/** Asset types of spec 000 section 3: a file held here, or a link elsewhere. */
export const RESOURCE_TYPES = ['internalAsset', 'externalLink'] as const
export type ResourceType = (typeof RESOURCE_TYPES)[number]

const isType = (type: ResourceType) => (_: unknown, siblingData: Record<string, unknown>) => siblingData?.type === type

/** A list of resources: public on the event page, or private for booked customers. */
export function resourcesField(
  name: string,
  label: string,
  description: string,
  extra: Partial<ArrayField> = {},
  // Private resources hold private files, which only a matching booking can download (issue 10 point 6).
  uploads: 'media' | 'private-files' = 'media',
): ArrayField {
  return {
    name,
    label,
    type: 'array',
    labels: { singular: 'Resource', plural: 'Resources' },
    admin: { description, initCollapsed: true },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'type',
            type: 'select',
            required: true,
            defaultValue: 'externalLink',
            options: [
              { label: 'File (uploaded here)', value: 'internalAsset' },
              { label: 'Link to another site', value: 'externalLink' },
            ],
            admin: { width: '30%' },
          },
          { name: 'title', type: 'text', required: true, admin: { width: '70%' } },
        ],
      },
      {
        name: 'uri',
        label: 'Address',
        type: 'text',
        admin: { condition: isType('externalLink'), description: 'A full address starting with https://.' },
        validate: (value: string | null | undefined, { siblingData }: { siblingData: Record<string, unknown> }) =>
          checkLink(value, siblingData?.type === 'externalLink'),
      },
      {
        name: 'media',
        label: 'File',
        type: 'upload',
        relationTo: uploads,
        admin: { condition: isType('internalAsset') },
        validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
          siblingData?.type === 'internalAsset' && (value === null || value === undefined || value === '')
            ? 'Choose or upload a file.'
            : true,
      },
    ],
    ...extra,
  }
}
