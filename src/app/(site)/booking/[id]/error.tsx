'use client'

import { BookingLoadFailed } from '@/ui/booking/booking-load-failed'

/**
 * The booking page's error boundary: when reading the event or its tickets fails, the page says
 * 'Failed to get event info from API' (spec 001 section 8) inside the site's shell, with no detail
 * of the failure, instead of Next.js's generic error page.
 */
export default function BookingError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <BookingLoadFailed onRetry={reset} />
}
