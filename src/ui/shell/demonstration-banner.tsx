import { DEMONSTRATION_LABEL, DEMONSTRATION_TAG, DEMONSTRATION_TEXT } from '@/config/demonstration'

/**
 * Says on every page that this is a demonstration that takes no real money (DEMO_PAYMENTS=on,
 * decision 0033): a GOV.UK phase banner at the very top, after the skip link, as a named region.
 * It holds no link, so the skip link stays the first thing a keyboard reaches.
 */
export function DemonstrationBanner() {
  return (
    <div className="govuk-phase-banner app-demonstration-banner" role="region" aria-label={DEMONSTRATION_LABEL}>
      <div className="govuk-width-container">
        <p className="govuk-phase-banner__content">
          <strong className="govuk-tag govuk-phase-banner__content__tag">{DEMONSTRATION_TAG}</strong>
          <span className="govuk-phase-banner__text">{DEMONSTRATION_TEXT}</span>
        </p>
      </div>
    </div>
  )
}
