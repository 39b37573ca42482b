import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime'
import type { ReactElement } from 'react'
import { renderToStaticMarkup as render } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { FinishOutcome } from './finish-outcome'
import { PaymentConfirmation } from './payment-confirmation'

const TEXTS = { updateFailed: 'u', verificationFailed: 'v' }

/** The App Router's context, as a page gives it (useRouter needs one); nothing navigates while rendering. */
const router = { refresh: () => undefined } as unknown as AppRouterInstance
const renderToStaticMarkup = (element: ReactElement) => render(<AppRouterContext.Provider value={router}>{element}</AppRouterContext.Provider>)

describe('the outcome islands as the server renders them (the page without JavaScript)', () => {
  it('show the confirming view, never success, while the server does not know the outcome', () => {
    const html = renderToStaticMarkup(<PaymentConfirmation basketId="b1" transactionReference="t" texts={TEXTS} backToEventsHref="/" fallback={<p>confirming</p>} checkAgainHref="/booking-status?basketId=b1" />)
    expect(html).toBe('<p>confirming</p>')
  })

  it("keep the finish page's error view for a page without script, and the checking line for one with it", () => {
    const html = renderToStaticMarkup(<FinishOutcome basketId="b1" webTeamEmail="web@council.example" backToEventsHref="/" fallback={<p>Attention view</p>} />)
    expect(html).toContain('<div class="app-no-js-only"><p>Attention view</p></div>')
    expect(html).toContain('<div class="app-js-only"><h1 class="govuk-heading-xl">Checking your booking...</h1></div>')
  })
})
