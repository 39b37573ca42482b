import { describe, expect, it } from 'vitest'

import { LINK_WITHHELD, parseSender, staffAccountEmail, withoutLinks } from './payload-email-adapter'

describe('Payload’s messages in the mailer’s shape', () => {
  it('take every recipient, and make a plain-text part from HTML-only messages with their links written out', () => {
    const message = staffAccountEmail({
      to: [{ address: 'a@example.gov.uk', name: 'A' }, 'b@example.gov.uk'],
      subject: 'Reset your password',
      html: '<p>Open <a href="https://events.example.gov.uk/admin/reset/t0k3n">this link</a>.</p><p>Thanks &amp; regards</p>',
    })
    expect(message.to).toBe('a@example.gov.uk, b@example.gov.uk')
    expect(message.text).toBe('Open this link (https://events.example.gov.uk/admin/reset/t0k3n).\nThanks & regards')
  })

  it('refuse a message without a recipient', () => {
    expect(() => staffAccountEmail({ subject: 'x', html: '<p>x</p>' })).toThrow(/no recipient/)
  })

  it('lose every address when kept without SMTP', () => {
    const kept = withoutLinks('<a href="https://x.example/reset/abc">https://x.example/reset/abc</a> or http://y.example/z')
    expect(kept).not.toMatch(/abc|y\.example/)
    expect(kept).toBe(`<a href="#">${LINK_WITHHELD}</a> or ${LINK_WITHHELD}`)
  })

  it('name the sender from EMAIL_FROM, with or without a display name', () => {
    expect(parseSender('Council events <events@example.gov.uk>')).toEqual({ name: 'Council events', address: 'events@example.gov.uk' })
    expect(parseSender('"Council, events" <events@example.gov.uk>')).toEqual({ name: 'Council, events', address: 'events@example.gov.uk' })
    expect(parseSender('events@example.gov.uk')).toEqual({ name: '', address: 'events@example.gov.uk' })
  })
})
