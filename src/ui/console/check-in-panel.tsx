'use client'

import { useEffect, useRef, useState } from 'react'

import type { ConsoleBooking } from '@/contracts/console'
import { formatLongDate } from '@/domain/dates'

import { findBookingsByReference, postCheckIn, type CheckInAnswer } from '../api-client/console-calls'

export interface CheckInPanelProps {
  eventId: string
  /** The course's session whose register check-ins go to; null for an event without sessions. */
  sessionId: string | null
}

type Result = { tone: 'ok' | 'warning' | 'refused'; heading: string; name?: string; detail: string }

/** How long the camera ignores the code it has just read, so one ticket held up is one check-in. */
const SAME_CODE_PAUSE_MS = 4_000
const SCAN_INTERVAL_MS = 250

interface Decoder {
  decode(source: CanvasImageSource, width: number, height: number): Promise<string | null>
}

/** The browser's own BarcodeDetector where it has one; the kept library jsQR (loaded on first use) otherwise. */
async function decoder(): Promise<Decoder> {
  const Detector = (globalThis as { BarcodeDetector?: new (options: { formats: string[] }) => { detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>> } }).BarcodeDetector
  if (Detector) {
    const detector = new Detector({ formats: ['qr_code'] })
    return { decode: async (source) => (await detector.detect(source))[0]?.rawValue ?? null }
  }
  const { default: jsQR } = await import('jsqr')
  const canvas = document.createElement('canvas')
  return {
    async decode(source, width, height) {
      canvas.width = width
      canvas.height = height
      const context = canvas.getContext('2d', { willReadFrequently: true })
      if (!context || width === 0 || height === 0) return null
      context.drawImage(source, 0, 0, width, height)
      const image = context.getImageData(0, 0, width, height)
      return jsQR(image.data, width, height)?.data ?? null
    },
  }
}

function resultOf(answer: CheckInAnswer): Result {
  if (!answer.ok) return { tone: 'refused', heading: 'Not checked in', detail: answer.message }
  const { value } = answer
  const name = value.holderName || 'Ticket holder'
  if (value.outcome === 'checked-in') return { tone: 'ok', heading: 'Checked in', name, detail: value.ticketType }
  const when = value.checkedInAt ? ` at ${formatLongDate(value.checkedInAt)}` : ''
  const who = value.checkedInBy ? ` by ${value.checkedInBy}` : ''
  return { tone: 'warning', heading: 'Already checked in', name, detail: `${value.ticketType ? `${value.ticketType}. ` : ''}Checked in${when}${who}.` }
}

/**
 * Checking tickets in at the door (issue 26 point 2, decision 0044): the device's camera reads each
 * ticket's QR code (the browser's BarcodeDetector where present, jsQR otherwise), or a photo of it, or
 * staff type the booking reference and check its tickets in one by one. Every outcome shows in large
 * type in a live region that takes focus, so a screen reader reads it and the keyboard carries on from it.
 */
export function CheckInPanel({ eventId, sessionId }: CheckInPanelProps) {
  const [result, setResult] = useState<Result | null>(null)
  const [scanning, setScanning] = useState(false)
  const [cameraProblem, setCameraProblem] = useState('')
  const [reference, setReference] = useState('')
  const [found, setFound] = useState<ConsoleBooking[] | null>(null)
  const [findProblem, setFindProblem] = useState('')
  const video = useRef<HTMLVideoElement>(null)
  const resultHeading = useRef<HTMLHeadingElement>(null)
  const lastCode = useRef<{ code: string; at: number } | null>(null)

  async function checkIn(ticket: { code: string } | { ticketId: string }) {
    const answer = await postCheckIn({ eventId, sessionId, ...ticket })
    setResult(resultOf(answer))
  }

  useEffect(() => {
    if (result) resultHeading.current?.focus()
  }, [result])

  useEffect(() => {
    if (!scanning) return
    let stopped = false
    let stream: MediaStream | null = null
    let timer: ReturnType<typeof setTimeout> | undefined
    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      } catch {
        setCameraProblem('The camera could not be opened. Allow this page to use it, or read the code from a photo, or type the booking reference.')
        setScanning(false)
        return
      }
      const element = video.current
      if (!element || stopped) return
      element.srcObject = stream
      await element.play().catch(() => undefined)
      const reader = await decoder()
      const tick = async () => {
        if (stopped) return
        const code = element.videoWidth > 0 ? await reader.decode(element, element.videoWidth, element.videoHeight).catch(() => null) : null
        const now = Date.now()
        if (code && !(lastCode.current?.code === code && now - lastCode.current.at < SAME_CODE_PAUSE_MS)) {
          lastCode.current = { code, at: now }
          await checkIn({ code })
        }
        timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS)
      }
      void tick()
    }
    void start()
    return () => {
      stopped = true
      if (timer) clearTimeout(timer)
      for (const track of stream?.getTracks() ?? []) track.stop()
    }
    // checkIn reads only props that stay the same while the page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scanning])

  async function readPhoto(file: File | undefined) {
    if (!file) return
    try {
      const bitmap = await createImageBitmap(file)
      const code = await (await decoder()).decode(bitmap, bitmap.width, bitmap.height)
      if (!code) {
        setResult({ tone: 'refused', heading: 'No code found', detail: 'No QR code could be read in this photo. Try again closer and in focus, or type the booking reference.' })
        return
      }
      await checkIn({ code })
    } catch {
      setResult({ tone: 'refused', heading: 'No code found', detail: 'This file could not be read as a picture.' })
    }
  }

  async function findBooking(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFindProblem('')
    setFound(null)
    if (reference.trim() === '') {
      setFindProblem('Enter the booking reference, for example HCC-7K4M-2Q9X')
      return
    }
    const bookings = await findBookingsByReference(reference.trim())
    if (!bookings) {
      setFindProblem('The booking could not be looked up. Check the connection and try again.')
      return
    }
    const forEvent = bookings.filter((booking) => booking.eventData.id === eventId)
    if (forEvent.length === 0) setFindProblem('No booking for this event has that reference.')
    setFound(forEvent)
  }

  return (
    <>
      <div className={`app-check-in-result${result ? ` app-check-in-result--${result.tone}` : ''}`} role="status" aria-live="polite">
        {result ? (
          <>
            <h2 className="govuk-heading-l" tabIndex={-1} ref={resultHeading}>
              {result.heading}
            </h2>
            {result.name ? <p className="app-check-in-result__name">{result.name}</p> : null}
            <p className="govuk-body-l govuk-!-margin-bottom-0">{result.detail}</p>
          </>
        ) : null}
      </div>

      <h2 className="govuk-heading-m">Scan a ticket</h2>
      {cameraProblem ? <p className="govuk-error-message">{cameraProblem}</p> : null}
      {scanning ? (
        <>
          <video ref={video} className="app-check-in-video" muted playsInline aria-label="What the camera sees" />
          <button type="button" className="govuk-button govuk-button--secondary" onClick={() => setScanning(false)}>
            Stop the camera
          </button>
        </>
      ) : (
        <button
          type="button"
          className="govuk-button"
          onClick={() => {
            setCameraProblem('')
            setScanning(true)
          }}
        >
          Scan with the camera
        </button>
      )}

      <div className="govuk-form-group">
        <label className="govuk-label govuk-label--s" htmlFor="check-in-photo">
          Or read the code from a photo
        </label>
        <input className="govuk-file-upload" id="check-in-photo" type="file" accept="image/*" capture="environment" onChange={(event) => void readPhoto(event.target.files?.[0])} />
      </div>

      <h2 className="govuk-heading-m">No code? Find the booking</h2>
      <form onSubmit={(event) => void findBooking(event)} noValidate>
        <div className={`govuk-form-group${findProblem ? ' govuk-form-group--error' : ''}`}>
          <label className="govuk-label" htmlFor="check-in-reference">
            Booking reference
          </label>
          {findProblem ? (
            <p id="check-in-reference-error" className="govuk-error-message">
              <span className="govuk-visually-hidden">Error:</span> {findProblem}
            </p>
          ) : null}
          <input
            className={`govuk-input govuk-input--width-20${findProblem ? ' govuk-input--error' : ''}`}
            id="check-in-reference"
            type="text"
            autoComplete="off"
            spellCheck={false}
            value={reference}
            aria-describedby={findProblem ? 'check-in-reference-error' : undefined}
            onChange={(event) => setReference(event.target.value)}
          />
        </div>
        <button type="submit" className="govuk-button govuk-button--secondary">
          Find booking
        </button>
      </form>
      {found && found.length > 0 ? (
        <ul className="govuk-list">
          {found.flatMap((booking) =>
            booking.tickets
              .filter((ticket) => ticket.state === 'sold')
              .map((ticket) => (
                <li key={ticket.ticketID}>
                  <button type="button" className="govuk-button govuk-!-margin-bottom-2" onClick={() => void checkIn({ ticketId: ticket.ticketID })}>
                    Check in {`${ticket.firstName} ${ticket.lastName}`.trim() || 'this ticket'}
                    <span className="govuk-visually-hidden"> ({ticket.ticketType})</span>
                  </button>
                </li>
              )),
          )}
        </ul>
      ) : null}
    </>
  )
}
