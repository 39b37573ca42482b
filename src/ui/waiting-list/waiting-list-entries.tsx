'use client'

import Link from 'next/link'
import { startTransition, useActionState, useOptimistic, useRef, useState, type FormEvent } from 'react'

import { paths } from '@/domain/paths'

import { INITIAL_REMOVE_STATE, WAITING_LIST_TEXTS, type WaitingListEntryRow, type WaitingListRemoveState } from './waiting-list-texts'

export interface WaitingListEntriesProps {
  /** The e-mailed link's token: only ever in hidden fields, never in a link. */
  token: string
  entries: readonly WaitingListEntryRow[]
  /** The server action (removeWaitingListEntry), passed in by the page. */
  remove: (previous: WaitingListRemoveState, formData: FormData) => Promise<WaitingListRemoveState>
}

/**
 * The link owner's waiting-list entries (spec 001 section 2: 'a list of the visitor's waiting-list
 * entries where each entry can be removed'; 'No results found' when there are none). Each Remove is
 * a form posting the server action. With JavaScript the row goes at once (useOptimistic) while the
 * action runs, and comes back with the reason if the server refuses; without it the page is drawn
 * again by the server, without the row.
 */
export function WaitingListEntries({ token, entries, remove }: WaitingListEntriesProps) {
  // The answer to a form posted without JavaScript (the page is drawn again with it).
  const [serverState, formAction] = useActionState(remove, INITIAL_REMOVE_STATE)
  const [removedIds, setRemovedIds] = useState<readonly string[]>([])
  const [optimisticIds, removeAtOnce] = useOptimistic(removedIds, (current, id: string) => [...current, id])
  const [outcome, setOutcome] = useState<WaitingListRemoveState | null>(null)
  const [shown, showAtOnce] = useOptimistic(outcome ?? serverState, (_current, next: WaitingListRemoveState) => next)
  const notice = useRef<HTMLDivElement>(null)
  const rows = entries.filter((entry) => !optimisticIds.includes(entry.id))

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const formData = new FormData(event.currentTarget)
    const id = String(formData.get('waitingListID') ?? '')
    const eventTitle = String(formData.get('eventTitle') ?? '')
    // The row and its button go: focus goes to what happened instead of to the top of the page.
    notice.current?.focus()
    startTransition(async () => {
      removeAtOnce(id)
      showAtOnce({ status: 'removed', eventTitle })
      const answer = await remove(INITIAL_REMOVE_STATE, formData)
      startTransition(() => {
        if (answer.status === 'removed') setRemovedIds((current) => [...current, id])
        setOutcome(answer)
      })
    })
  }

  return (
    <>
      <div role="status" tabIndex={-1} ref={notice} className="app-console-notice">
        {shown.status === 'removed' ? <p className="govuk-body">{WAITING_LIST_TEXTS.removed(shown.eventTitle)}</p> : null}
      </div>
      <div role="alert" className="app-console-alert">
        {shown.status === 'refused' ? (
          <p className="govuk-error-message">
            <span className="govuk-visually-hidden">Error:</span> {shown.message}
          </p>
        ) : null}
      </div>
      <div className="app-table-scroll" tabIndex={0} role="region" aria-label={`${WAITING_LIST_TEXTS.entriesCaption}, scrollable`}>
        <table className="govuk-table">
          <caption className="govuk-table__caption govuk-table__caption--m">{WAITING_LIST_TEXTS.entriesCaption}</caption>
          <thead className="govuk-table__head">
            <tr className="govuk-table__row">
              <th scope="col" className="govuk-table__header">
                {WAITING_LIST_TEXTS.eventColumn}
              </th>
              <th scope="col" className="govuk-table__header">
                {WAITING_LIST_TEXTS.dateColumn}
              </th>
              <th scope="col" className="govuk-table__header">
                <span className="govuk-visually-hidden">{WAITING_LIST_TEXTS.actionColumn}</span>
              </th>
            </tr>
          </thead>
          <tbody className="govuk-table__body">
            {rows.length === 0 ? (
              <tr className="govuk-table__row">
                <td className="govuk-table__cell" colSpan={3}>
                  {WAITING_LIST_TEXTS.noResults}
                </td>
              </tr>
            ) : (
              rows.map((entry) => (
                <tr className="govuk-table__row" key={entry.id}>
                  <td className="govuk-table__cell">
                    <Link className="govuk-link" href={paths.event(entry.eventUri)}>
                      {entry.eventTitle}
                    </Link>
                  </td>
                  <td className="govuk-table__cell">
                    <time dateTime={entry.eventDateTime}>{entry.eventDate}</time>
                  </td>
                  <td className="govuk-table__cell">
                    <form action={formAction} onSubmit={submit}>
                      <input type="hidden" name="token" value={token} />
                      <input type="hidden" name="waitingListID" value={entry.id} />
                      <input type="hidden" name="eventTitle" value={entry.eventTitle} />
                      <button type="submit" className="govuk-button govuk-button--warning govuk-!-margin-bottom-0">
                        {WAITING_LIST_TEXTS.removeButton}
                        <span className="govuk-visually-hidden">{WAITING_LIST_TEXTS.removeButtonHidden(entry.eventTitle)}</span>
                      </button>
                    </form>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </>
  )
}
