import type { SocialLinks } from './types'

export type SocialNetwork = keyof SocialLinks

export const SOCIAL_NETWORK_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  youtube: 'Youtube',
  instagram: 'Instagram',
}

const SOCIAL_NETWORK_ORDER: readonly SocialNetwork[] = ['facebook', 'twitter', 'youtube', 'instagram']

export interface SocialLinkEntry {
  network: SocialNetwork
  label: string
  url: string
}

/** The social links to draw, in a fixed order; networks without an address are left out. */
export function socialLinkEntries(social: SocialLinks): SocialLinkEntry[] {
  return SOCIAL_NETWORK_ORDER.flatMap((network) => {
    const url = social[network]?.trim()
    return url ? [{ network, label: SOCIAL_NETWORK_LABELS[network], url }] : []
  })
}
