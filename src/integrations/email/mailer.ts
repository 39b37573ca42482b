/**
 * Sending e-mail, at the edge of the world (decision 0023): the outbox job speaks to this interface
 * only, so it never knows about SMTP.
 */
export interface MailAttachment {
  filename: string
  contentType: string
  content: string
  /** How `content` is written: as it is (text), or base64 (an image). */
  encoding?: 'base64'
  /** Set for an image the HTML shows inline (`<img src="cid:{cid}">`) rather than a file to open. */
  cid?: string
}

export interface MailMessage {
  to: string
  subject: string
  html: string
  text: string
  attachments?: readonly MailAttachment[]
}

export interface Mailer {
  /** Resolves once the server has accepted the message; rejects with the reason otherwise. */
  send(message: MailMessage): Promise<void>
  /** Strings that must never be stored or logged (the SMTP user name and password). */
  readonly secrets: readonly string[]
  close(): void
}
