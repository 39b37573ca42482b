import { WAITING_LIST_TEXTS } from './waiting-list-texts'

/**
 * The loader of the management page's search (spec 001 section 2: 'then a loader'): the words in a
 * status region, so a screen reader announces them too. The console's loader styles (spinner that
 * stops under prefers-reduced-motion) serve both.
 */
export function WaitingListLoading() {
  return (
    <div className="app-console-loading" role="status">
      <span className="app-console-loading__spinner" aria-hidden="true" />
      <p className="govuk-body govuk-!-margin-bottom-0">{WAITING_LIST_TEXTS.searching}</p>
    </div>
  )
}
