import { env } from '@/config/env'
import { DEMONSTRATION_LABEL, DEMONSTRATION_TAG, DEMONSTRATION_TEXT, isDemonstration } from '@/config/demonstration'

/**
 * The content admin's copy of the demonstration banner (DEMO_PAYMENTS=on, decision 0033): above
 * the admin's header on every signed-in view, and above the sign-in form. Nothing otherwise.
 */
export function AdminDemonstrationBanner() {
  if (!isDemonstration(env())) return null
  return (
    <div className="app-admin-demonstration-banner" role="region" aria-label={DEMONSTRATION_LABEL}>
      <p>
        <strong className="app-admin-demonstration-banner__tag">{DEMONSTRATION_TAG}</strong>
        {DEMONSTRATION_TEXT}
      </p>
    </div>
  )
}
