import { WAITING_LIST_ID } from './event-details'
import { WaitingListJoinForm, type WaitingListJoinFormProps } from './waiting-list-join-form'

export interface WaitingListSectionProps {
  /** The domain's control for an unavailable event: the waiting list (sold out) or notify (closed). */
  control: 'waitingList' | 'notify'
  eventId: number
  eventTitle: string
  /** The event's own sold-out message, shown on sold-out events. */
  soldOutMessage?: string | null
  /** When booking opens, for an event whose sales have not started. */
  opensAt?: Date
  /** The join form's server action (the page's joinWaitingList). */
  join: WaitingListJoinFormProps['join']
}

/**
 * Where the booking panel's waiting-list or notify link leads (#waiting-list): the join form
 * (spec 001 section 2, "Waiting-list join"; issue 13 point 1). Both controls join the event's one
 * list: a place that comes up, or booking that opens, is offered to it in join order.
 */
export function WaitingListSection({ control, eventId, eventTitle, soldOutMessage, opensAt, join }: WaitingListSectionProps) {
  return (
    <section className="app-event-section" id={WAITING_LIST_ID} aria-labelledby="waiting-list-heading">
      <h2 className="govuk-heading-m" id="waiting-list-heading">
        {control === 'waitingList' ? 'Waiting list' : 'Get notified'}
      </h2>
      {control === 'waitingList' && soldOutMessage?.trim() ? <p className="govuk-body">{soldOutMessage.trim()}</p> : null}
      {control === 'notify' && opensAt ? <p className="govuk-body">Booking has not opened yet.</p> : null}
      <WaitingListJoinForm eventId={eventId} eventTitle={eventTitle} control={control} join={join} />
    </section>
  )
}
