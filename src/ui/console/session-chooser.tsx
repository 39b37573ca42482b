import type { ConsoleSession } from '@/contracts/console'
import { sessionLabel } from '@/domain/sessions'

import { CONSOLE_TEXTS } from './console-texts'

export interface SessionChooserProps {
  /** The page the choice goes to ('/console/register'), with the event's id. */
  action: string
  eventId: string
  sessions: readonly ConsoleSession[]
  chosen: string | null
  /** What the button says: 'Show register' unless given. */
  buttonText?: string
}

/**
 * Which session of a course a console page shows (decision 0043): a plain GET form, so it works
 * without JavaScript and the choice is in the address (a bookmark, the browser's back button).
 */
export function SessionChooser({ action, eventId, sessions, chosen, buttonText = CONSOLE_TEXTS.showRegister }: SessionChooserProps) {
  return (
    <form method="get" action={action} className="govuk-!-margin-bottom-6">
      <input type="hidden" name="id" value={eventId} />
      <div className="govuk-form-group">
        <label className="govuk-label govuk-label--s" htmlFor="session">
          {CONSOLE_TEXTS.sessionChooserLabel}
        </label>
        <div id="session-hint" className="govuk-hint">
          {CONSOLE_TEXTS.sessionChooserHint}
        </div>
        <select className="govuk-select" id="session" name="session" defaultValue={chosen ?? undefined} aria-describedby="session-hint">
          {sessions.map((session, index) => (
            <option key={session.id} value={session.id}>
              {sessionLabel(session, index, sessions.length)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0" data-module="govuk-button">
        {buttonText}
      </button>
    </form>
  )
}
