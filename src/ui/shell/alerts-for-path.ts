/**
 * The alert rules live in src/domain/alerts.ts (spec 000 sections 3 and 4); the shell's names are
 * kept here so its components and index keep importing from './alerts-for-path'.
 */
export {
  alertForPath,
  DISMISSED_ALERTS_COOKIE,
  DISMISSED_ALERTS_MAX_AGE_SECONDS,
  parseDismissedAlerts,
  serializeDismissedAlerts,
} from '@/domain/alerts'
