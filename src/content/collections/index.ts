import type { CollectionConfig } from 'payload'

import { Alerts } from './alerts'
import { Categories } from './categories'
import { Events } from './events'
import { Media } from './media'
import { PrivateAssetPages } from './private-asset-pages'
import { PrivateFiles } from './private-files'
import { PromoCards } from './promo-cards'
import { Users } from './users'
import { Venues } from './venues'

export const collections: CollectionConfig[] = [
  Events,
  Venues,
  Categories,
  PromoCards,
  Alerts,
  PrivateAssetPages,
  Media,
  PrivateFiles,
  Users,
]
