'use client'

import { type FormEvent, useEffect, useRef, useState } from 'react'

import { COUNTDOWN_TICK_MS, HOLD_EXTENSION_OFFER_WITHOUT_SCRIPT_MS, MAX_HOLD_EXTENSIONS, shouldOfferHoldExtension } from '@/domain/basket-hold'

import { useHydrated } from '../shell/use-hydrated'

import {
  DECLINE_EXTENSION_TEXT,
  EXTEND_HOLD_TEXT,
  EXTENDING_HOLD_TEXT,
  HOLD_ENDING_HEADING,
  holdEndingText,
} from './checkout-messages'

export interface HoldExtensionProps {
  basketTime: number
  extensionsLeft: number
  /** When the page was rendered (epoch ms): what the no-JavaScript button is decided by. */
  renderedAt: number
  /** The server action behind the button without JavaScript. */
  extendAction: () => Promise<void>
  /** Extends through the booking API; true when extended (the caller updates basketTime and says so). */
  onExtend: () => Promise<boolean>
  /** What the last extension said (a live region). */
  notice: string
}

/**
 * Time to finish (WCAG 2.2.1 Timing Adjustable; docs/decisions/0022). With JavaScript a modal
 * alertdialog opens when 2 minutes are left, focus on 'Extend by 10 minutes', Escape or 'Continue
 * without extending' closing it, focus returned where it was. Without JavaScript, the button is on
 * the page (as a form posting to the server action) whenever the page is rendered with 5 minutes
 * or fewer left; with JavaScript the same button extends through the booking API.
 */
export function HoldExtension({ basketTime, extensionsLeft, renderedAt, extendAction, onExtend, notice }: HoldExtensionProps) {
  const hydrated = useHydrated()
  const [now, setNow] = useState(renderedAt)
  const [busy, setBusy] = useState(false)
  // The basketTime whose prompt was answered: a new basketTime (after an extension) may prompt again.
  const [declinedFor, setDeclinedFor] = useState<number | null>(null)
  const dialog = useRef<HTMLDialogElement>(null)
  const returnFocus = useRef<HTMLElement | null>(null)
  const used = MAX_HOLD_EXTENSIONS - extensionsLeft

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS)
    return () => window.clearInterval(timer)
  }, [])

  const at = new Date(now)
  const prompt = hydrated && declinedFor !== basketTime && shouldOfferHoldExtension(basketTime, used, at)
  const button = shouldOfferHoldExtension(basketTime, used, at, HOLD_EXTENSION_OFFER_WITHOUT_SCRIPT_MS)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (prompt && !element.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      element.showModal()
    } else if (!prompt && element.open) {
      element.close()
    }
  }, [prompt])

  // Declining (the button or Escape) keeps the prompt closed for this basketTime; an extension
  // closes it by itself, since the new basketTime is far from its end.
  function decline() {
    setDeclinedFor(basketTime)
  }

  function closed() {
    returnFocus.current?.focus()
  }

  async function extend() {
    if (busy) return
    setBusy(true)
    const extended = await onExtend()
    setBusy(false)
    // A refusal closes the prompt too: the status region says why.
    if (!extended) setDeclinedFor(basketTime)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void extend()
  }

  return (
    <>
      <p className="govuk-body app-hold-extension__notice" role="status">
        {notice}
      </p>
      {button ? (
        <form action={extendAction} onSubmit={hydrated ? submit : undefined} className="app-hold-extension__form">
          <button type="submit" className="govuk-button govuk-button--secondary" disabled={busy}>
            {busy ? EXTENDING_HOLD_TEXT : EXTEND_HOLD_TEXT}
          </button>
        </form>
      ) : null}
      <dialog
        ref={dialog}
        className="app-hold-extension"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="hold-extension-heading"
        aria-describedby="hold-extension-text"
        onCancel={decline}
        onClose={closed}
      >
        <h2 className="govuk-heading-m" id="hold-extension-heading">
          {HOLD_ENDING_HEADING}
        </h2>
        <p className="govuk-body" id="hold-extension-text">
          {holdEndingText(extensionsLeft)}
        </p>
        <div className="govuk-button-group">
          {/* autoFocus: the action a person most likely wants is where focus lands when the dialog opens. */}
          <button type="button" className="govuk-button" autoFocus disabled={busy} onClick={() => void extend()}>
            {busy ? EXTENDING_HOLD_TEXT : EXTEND_HOLD_TEXT}
          </button>
          <button type="button" className="govuk-button govuk-button--secondary" onClick={decline}>
            {DECLINE_EXTENSION_TEXT}
          </button>
        </div>
      </dialog>
    </>
  )
}
