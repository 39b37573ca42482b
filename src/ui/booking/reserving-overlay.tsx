'use client'

import { useEffect, useRef } from 'react'

export interface ReservingOverlayProps {
  open: boolean
  text: string
}

/**
 * The overlay shown while the basket is made (spec 000 section 2: 'Reserving your tickets'): a
 * modal <dialog>, so the page behind is inert and focus moves into it, with the text in a status
 * region for screen readers. Escape does not close it: the reservation is already under way, and
 * closing it would only hide that. The caller puts focus back (on the error or the button).
 */
export function ReservingOverlay({ open, text }: ReservingOverlayProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const message = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      element.showModal()
      message.current?.focus()
    } else if (!open && element.open) {
      element.close()
    }
  }, [open])
  return (
    <dialog ref={dialog} className="app-overlay" aria-labelledby="reserving-overlay-text" onCancel={(event) => event.preventDefault()}>
      <div className="app-overlay__spinner" aria-hidden="true" />
      <p className="govuk-heading-m app-overlay__text" id="reserving-overlay-text" role="status" tabIndex={-1} ref={message}>
        {text}
      </p>
    </dialog>
  )
}
