import type { GlobalConfig } from 'payload'

import { anyone, contentWriters } from '../access'
import { checkTagManagerId } from '../validation'

/**
 * Maintenance messaging (spec 001 section 3, settings entry; section 4, maintenance redirect), and
 * the payment return's two 'Attention!' texts (spec 000 sections 4 and 8: "both texts come from page
 * content"; decision 0024). Left empty, the page uses its default text naming WEB_TEAM_EMAIL. The tag
 * manager's container (issue 26 point 4, decision 0046).
 */
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
    {
      name: 'paymentUpdateFailedText',
      label: 'Payment return: booking details not saved',
      type: 'textarea',
      admin: {
        description:
          "Shown under 'Attention!' when a paid booking's details could not be saved after 5 attempts. Say what to do next. Leave empty for the default, which gives the web team's e-mail address.",
      },
    },
    {
      name: 'paymentVerificationFailedText',
      label: 'Payment return: payment not verified',
      type: 'textarea',
      admin: {
        description:
          "Shown under 'Attention!' when the payment could not be verified after 5 attempts. Say what to do next. Leave empty for the default, which gives the web team's e-mail address.",
      },
    },
    {
      name: 'tagManagerContainerId',
      label: 'Tag manager container ID',
      type: 'text',
      validate: (value: string | null | undefined) => checkTagManagerId(value),
      admin: {
        description:
          'GTM- and its letters and digits. Loaded only on the hosts TAG_MANAGER_HOSTS names, and only for residents who accept analytics cookies. Leave empty for no tag manager.',
      },
    },
  ],
}
