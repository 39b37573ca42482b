import type { GlobalConfig } from 'payload'

import { Settings } from './settings'
import { SiteConfig } from './site-config'

export const globals: GlobalConfig[] = [Settings, SiteConfig]
