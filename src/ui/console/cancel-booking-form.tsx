'use client'

import { useActionState } from 'react'

import type { ConsoleBooking } from '@/contracts/console'
import { formatPounds } from '@/domain/money'
import { ProblemSummary } from '@/ui/govuk/problem-summary'

import { CONSOLE_TEXTS } from './console-texts'

export type CancelFormState =
  | { status: 'idle' }
  | { status: 'confirming'; ticketIds: string[]; refund: boolean }
  | { status: 'refused'; message: string }
  | { status: 'cancelled'; cancelled: number; refundPence: number; refundState: 'pending' | 'submitted' | 'succeeded' | 'failed' | null }

export type CancelAction = (previous: CancelFormState, formData: FormData) => Promise<CancelFormState>

const TEXTS = CONSOLE_TEXTS

/**
 * 'Cancel tickets' on a booking (issue 14 point 3): the booked tickets to cancel, whether to refund
 * them, then a confirmation. A form posted to a server action, so it works without JavaScript.
 */
export function CancelBookingForm({ booking, index, action }: { booking: ConsoleBooking; index: number; action: CancelAction }) {
  const [state, formAction, pending] = useActionState(action, { status: 'idle' } as CancelFormState)
  const booked = booking.tickets.filter((ticket) => ticket.state === 'sold')
  const headingId = `cancel-${index}`
  const confirming = state.status === 'confirming' ? state : null
  return (
    <section aria-labelledby={headingId} className="govuk-!-margin-top-6">
      <h3 className="govuk-heading-m" id={headingId}>
        {TEXTS.cancelHeading}
      </h3>
      {state.status === 'cancelled' ? (
        <div className="govuk-notification-banner govuk-notification-banner--success" role="status" aria-labelledby={`${headingId}-done`}>
          <div className="govuk-notification-banner__header">
            <h4 className="govuk-notification-banner__title" id={`${headingId}-done`}>
              {TEXTS.cancelDoneTitle}
            </h4>
          </div>
          <div className="govuk-notification-banner__content">
            <p className="govuk-notification-banner__heading">{TEXTS.cancelDone(state.cancelled, state.refundPence > 0 ? formatPounds(state.refundPence) : null, state.refundState)}</p>
          </div>
        </div>
      ) : null}
      {state.status === 'refused' ? <ProblemSummary message={state.message} heading="h4" /> : null}
      {booked.length === 0 ? (
        <p className="govuk-body">{TEXTS.cancelNothingBooked}</p>
      ) : (
        <form action={formAction}>
          <input type="hidden" name="basketId" value={booking.basketId} />
          {confirming ? (
            <>
              {confirming.ticketIds.map((id) => (
                <input type="hidden" name="ticketId" value={id} key={id} />
              ))}
              {confirming.refund ? <input type="hidden" name="refund" value="yes" /> : null}
              <input type="hidden" name="confirm" value="yes" />
              <div className="govuk-warning-text">
                <span className="govuk-warning-text__icon" aria-hidden="true">
                  !
                </span>
                <strong className="govuk-warning-text__text">
                  <span className="govuk-visually-hidden">Warning</span>
                  {TEXTS.cancelConfirmText(confirming.ticketIds.length, confirming.refund)}
                </strong>
              </div>
              <div className="govuk-button-group">
                <button type="submit" className="govuk-button govuk-button--warning" disabled={pending}>
                  {TEXTS.cancelConfirmButton}
                </button>
              </div>
            </>
          ) : (
            <>
              <div className="govuk-form-group">
                <fieldset className="govuk-fieldset">
                  <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">{TEXTS.cancelTicketsLegend}</legend>
                  <div className="govuk-checkboxes govuk-checkboxes--small" data-module="govuk-checkboxes">
                    {booked.map((ticket) => (
                      <div className="govuk-checkboxes__item" key={ticket.ticketID}>
                        <input className="govuk-checkboxes__input" id={`${headingId}-${ticket.ticketID}`} name="ticketId" type="checkbox" value={ticket.ticketID} />
                        <label className="govuk-label govuk-checkboxes__label" htmlFor={`${headingId}-${ticket.ticketID}`}>
                          {`${ticket.firstName} ${ticket.lastName}`.trim() || ticket.ticketID} ({ticket.ticketType})
                        </label>
                      </div>
                    ))}
                  </div>
                </fieldset>
              </div>
              <div className="govuk-form-group">
                <div className="govuk-checkboxes govuk-checkboxes--small">
                  <div className="govuk-checkboxes__item">
                    <input className="govuk-checkboxes__input" id={`${headingId}-refund`} name="refund" type="checkbox" value="yes" defaultChecked />
                    <label className="govuk-label govuk-checkboxes__label" htmlFor={`${headingId}-refund`}>
                      {TEXTS.cancelRefundLabel}
                    </label>
                  </div>
                </div>
              </div>
              <button type="submit" className="govuk-button govuk-button--secondary" disabled={pending}>
                {TEXTS.cancelButton}
              </button>
            </>
          )}
        </form>
      )}
    </section>
  )
}
