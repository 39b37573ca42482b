import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { WaitingListSection } from './waiting-list-section'
import type { WaitingListJoinState } from './waiting-list-join-state'

const join = async (previous: WaitingListJoinState) => previous

describe('the waiting-list section', () => {
  it('offers the join form on a sold-out event: the three fields, the event, and the join button', () => {
    const html = renderToStaticMarkup(<WaitingListSection control="waitingList" eventId={42} eventTitle="Pottery" soldOutMessage="All places have gone." join={join} />)
    expect(html).toContain('All places have gone.')
    for (const label of ['First name', 'Last name', 'Email']) expect(html).toContain(`>${label}</label>`)
    expect(html).toContain('type="email"')
    expect(html).toContain('name="event" value="42"')
    expect(html).toContain('>Join the waiting list</button>')
  })

  it('says booking has not opened on an event not yet on sale, with the notify button', () => {
    const html = renderToStaticMarkup(<WaitingListSection control="notify" eventId={7} eventTitle="Pottery" opensAt={new Date('2027-01-01T09:00:00Z')} join={join} />)
    expect(html).toContain('Get notified')
    expect(html).toContain('Booking has not opened yet.')
    expect(html).toContain('>Notify me</button>')
  })
})
