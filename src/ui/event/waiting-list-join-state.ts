import type { FieldErrors } from '@/domain/validation/field-errors'
import { WAITING_LIST_CONFIRM_HOURS } from '@/domain/waiting-list'

/** The join form's state between the browser and the server action (src/app/(site)/[listing]/[slug]/actions.ts). */
export interface WaitingListJoinState {
  status: 'editing' | 'invalid' | 'refused' | 'joined'
  values: { firstName: string; lastName: string; email: string }
  fieldErrors: FieldErrors
  /** A refusal of the service (the event has tickets again, or has taken place). */
  message?: string
}

export const WAITING_LIST_JOIN_TEXTS = {
  waitingListIntro: 'Leave your name and e-mail address and we will e-mail you if a place becomes available.',
  notifyIntro: 'Leave your name and e-mail address and we will e-mail you when places become available.',
  joinButton: 'Join the waiting list',
  notifyButton: 'Notify me',
  thankYouTitle: 'Thank you',
  /**
   * The same words whatever the address (issue 23 point 5): new, waiting to confirm, or on the list
   * already. The place counts once the address confirms it from the e-mail.
   */
  thankYou: (firstName: string, eventTitle: string, email: string) =>
    `${firstName}, check your email to confirm your place on the waiting list for ${eventTitle}. We are sending a link to ${email}: follow it within ${WAITING_LIST_CONFIRM_HOURS} hours, or you will not be on the list. If you are on this list already, there is nothing more to do.`,
} as const
