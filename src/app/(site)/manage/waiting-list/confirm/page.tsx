import type { Metadata } from 'next'
import { cache } from 'react'

import { WAITING_LIST_CONFIRM_HOURS } from '@/booking/waiting-list/waiting-list-limits'
import { waitingListService } from '@/booking/waiting-list/waiting-list-service.server'
import { queryText } from '@/domain/payment-outcome'
import { ConfirmJoinForm, ConfirmJoinOutcome } from '@/ui/waiting-list/confirm-join-form'
import { WAITING_LIST_TEXTS } from '@/ui/waiting-list/waiting-list-texts'

import { confirmWaitingListJoin } from './actions'

interface ConfirmWaitingListPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** The link's standing, read once per request by the metadata and the page. */
const confirmationOf = cache((token: string) => waitingListService().confirmation(token))

async function tokenOf({ searchParams }: ConfirmWaitingListPageProps): Promise<string> {
  return queryText((await searchParams).token) ?? ''
}

export async function generateMetadata(props: ConfirmWaitingListPageProps): Promise<Metadata> {
  const view = await confirmationOf(await tokenOf(props))
  // Personal (the token), so never indexed; `private, no-store` as every page that is not a shared one.
  // STYLE.md: a page showing an error has the title prefix 'Error: '.
  // A live or confirmed link keeps one title: after a confirmation posted without JavaScript the page is read again.
  const title = view.standing === 'unknown' ? `Error: ${WAITING_LIST_TEXTS.confirmUnknownHeading}` : WAITING_LIST_TEXTS.confirmTitle
  return { title, robots: { index: false, follow: false } }
}

/**
 * /manage/waiting-list/confirm?token= (issue 23 point 5, decision 0028): the link in the e-mail a
 * join sends. A live link shows the event and 'Confirm my place' (a POST, so opening the link
 * changes nothing); once pressed, the join counts and the page says so, with a management link for
 * the address it has just proved. A link confirmed before says so; an ended, altered or unknown one
 * says how to get a new one. Works without JavaScript.
 */
export default async function ConfirmWaitingListPage(props: ConfirmWaitingListPageProps) {
  const token = await tokenOf(props)
  const view = await confirmationOf(token)
  if (view.standing !== 'unknown' && view.event) {
    // One component for both, so a confirmation posted without JavaScript comes back with its outcome.
    return (
      <ConfirmJoinForm
        token={token}
        eventTitle={view.event.title}
        eventUri={view.event.uri}
        standing={view.standing}
        confirmHours={WAITING_LIST_CONFIRM_HOURS}
        confirm={confirmWaitingListJoin}
      />
    )
  }
  return <ConfirmJoinOutcome state={{ status: 'unknown' }} confirmHours={WAITING_LIST_CONFIRM_HOURS} />
}
