import type { FieldErrors } from '@/domain/validation/field-errors'

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
  thankYou: (firstName: string, eventTitle: string, email: string) =>
    `${firstName}, you are on the waiting list for ${eventTitle}. We will e-mail ${email} if a place becomes available.`,
} as const
