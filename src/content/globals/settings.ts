import type { GlobalConfig } from 'payload'

import { anyone, contentWriters } from '../access'

/** Maintenance messaging (spec 001 section 3, settings entry; section 4, maintenance redirect). */
export const Settings: GlobalConfig = {
  slug: 'settings',
  label: 'Settings',
  admin: { group: 'Site' },
  access: { read: anyone, update: contentWriters },
  fields: [
    {
      name: 'maintenanceActive',
      label: 'Maintenance mode on',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'When on, live hosts send every page to /maintenance.' },
    },
    { name: 'maintenanceTitle', label: 'Maintenance title', type: 'text', defaultValue: 'Sorry, this service is unavailable' },
    { name: 'maintenanceMessage', label: 'Maintenance message', type: 'textarea' },
  ],
}
