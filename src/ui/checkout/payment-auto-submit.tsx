'use client'

import { useEffect, useRef } from 'react'

/**
 * Sends the payment hand-off form once the page is shown (spec 000 section 4: the hidden payment
 * form is submitted automatically). Without JavaScript nothing runs and the page's 'Continue to
 * payment' button sends the same form. Once only: React runs effects twice in development.
 */
export function PaymentAutoSubmit({ formId }: { formId: string }) {
  const sent = useRef(false)
  useEffect(() => {
    if (sent.current) return
    const form = document.getElementById(formId)
    if (!(form instanceof HTMLFormElement)) return
    sent.current = true
    form.submit()
  }, [formId])
  return null
}
