import { formatLongDate } from '../../domain/dates'
import { paths } from '../../domain/paths'

import type { EmailSettings, RenderedEmail } from './booking-confirmation'
import { emailDocument, escapeHtml, HEADING_L, LINK, mailtoLink, PARAGRAPH } from './email-html'

/** The link the management page's search sends (issue 13 point 2, decision 0028). */
export interface WaitingListLinkNotice {
  token: string
  expiresAt: string
}

/**
 * The link that confirms a join (issue 23 point 5, decision 0028). It carries no name: whoever joined
 * may not own the address, so nothing typed by them goes into the e-mail.
 */
export interface WaitingListConfirmNotice {
  token: string
  eventTitle: string
  eventDateTime: string
  expiresAt: string
}

/** An offer of places from a waiting list (issue 13 point 3). */
export interface WaitingListOfferNotice {
  token: string
  firstName: string
  eventTitle: string
  eventDateTime: string
  places: number
  expiresAt: string
}

function absolute(settings: EmailSettings, path: string): string {
  return new URL(path, settings.siteUrl).toString()
}

function rendered(subject: string, settings: EmailSettings, paragraphs: Array<string | { link: string; text: string }>): RenderedEmail {
  const html = paragraphs
    .map((part) =>
      typeof part === 'string'
        ? `<p style="${PARAGRAPH}">${escapeHtml(part)}</p>`
        : `<p style="${PARAGRAPH}"><a style="${LINK}" href="${escapeHtml(part.link)}">${escapeHtml(part.text)}</a></p>`,
    )
    .join('\n')
  const help = `If you have a question, e-mail the web team at ${settings.webTeamEmail}.`
  const text = [subject, '', ...paragraphs.map((part) => (typeof part === 'string' ? part : `${part.text}: ${part.link}`)), '', help].join('\n\n')
  const body = [`<h1 style="${HEADING_L}">${escapeHtml(subject)}</h1>`, html, `<p style="${PARAGRAPH}">If you have a question, e-mail the web team at ${mailtoLink(settings.webTeamEmail)}.</p>`].join('\n')
  return { subject, html: emailDocument(subject, settings.councilName, body), text, attachments: [] }
}

export function renderWaitingListLink(notice: WaitingListLinkNotice, settings: EmailSettings): RenderedEmail {
  return rendered('Manage your waiting lists', settings, [
    'Someone asked to manage the waiting lists of this e-mail address. Follow the link to see the events you are waiting for and to leave any of them.',
    { link: absolute(settings, paths.manageWaitingList(notice.token)), text: 'Manage your waiting lists' },
    `The link works until ${formatLongDate(notice.expiresAt)}. If you did not ask for it, you can ignore this e-mail: nothing changes.`,
  ])
}

export function renderWaitingListConfirm(notice: WaitingListConfirmNotice, settings: EmailSettings): RenderedEmail {
  return rendered(`Confirm your place on the waiting list: ${notice.eventTitle}`, settings, [
    `Someone asked to put this e-mail address on the waiting list for ${notice.eventTitle} on ${formatLongDate(notice.eventDateTime)}. Follow the link to confirm it: until you do, you are not on the list and will not be offered a place.`,
    { link: absolute(settings, paths.confirmWaitingList(notice.token)), text: 'Confirm your place on the waiting list' },
    `The link works until ${formatLongDate(notice.expiresAt)}. If you did not ask for this, you can ignore this e-mail: without your confirmation the request is deleted and we will not write again about it.`,
  ])
}

export function renderWaitingListOffer(notice: WaitingListOfferNotice, settings: EmailSettings): RenderedEmail {
  const places = notice.places === 1 ? 'a place' : `${notice.places} places`
  return rendered(`A place has come up: ${notice.eventTitle}`, settings, [
    `Dear ${notice.firstName},`,
    `You are on the waiting list for ${notice.eventTitle} on ${formatLongDate(notice.eventDateTime)}, and ${places} has come up. We are holding it for you until ${formatLongDate(notice.expiresAt)}.`,
    { link: absolute(settings, paths.waitingListOffer(notice.token)), text: 'Book your place' },
    'If you do not book it by then, it is offered to the next person on the list. If you no longer want it, you need do nothing.',
  ])
}
