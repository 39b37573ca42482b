/**
 * Sending e-mail, at the edge of the world (decisions 0023 and 0045): the outbox job speaks to this
 * interface only, so it never knows whether SMTP or GOV.UK Notify carries the message.
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

/** A text message sent beside an e-mail, by a channel that sends them (GOV.UK Notify with an SMS template; decision 0045). */
export interface TextMessage {
  /** A UK mobile number, +447 and nine digits (src/domain/phone-numbers.ts). */
  to: string
  body: string
}

export interface MailMessage {
  to: string
  subject: string
  html: string
  text: string
  attachments?: readonly MailAttachment[]
  /**
   * The same on every attempt at this message and unique to it (the outbox row's). A channel that can
   * ask whether it has already sent a message by its reference (GOV.UK Notify) sends it at most once.
   */
  reference?: string
  /** Sent too where the channel sends text messages; SMTP does not. */
  textMessage?: TextMessage
}

/** What a send may add: a note kept with the sent message (a text message that was refused, say). */
export interface SendReport {
  note?: string
}

/**
 * A refusal that trying again will not change (an address or a template the service refuses, a key
 * it does not know): the outbox gives the message up at once and reports it, rather than retrying.
 */
export class PermanentSendError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PermanentSendError'
  }
}

export interface Mailer {
  /**
   * Resolves once the service has accepted the message; rejects with the reason otherwise, with a
   * PermanentSendError when trying again cannot help.
   */
  send(message: MailMessage): Promise<SendReport | void>
  /** Strings that must never be stored or logged (the SMTP user name and password, an API key). */
  readonly secrets: readonly string[]
  close(): void
}
