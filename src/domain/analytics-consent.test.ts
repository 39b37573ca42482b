import { describe, expect, it } from 'vitest'

import { consentReturnPath, isTagManagerId, parseAnalyticsConsent, tagManagerFor } from './analytics-consent'

describe('analytics consent', () => {
  it('reads only the two choices it writes', () => {
    expect(parseAnalyticsConsent('yes')).toBe('yes')
    expect(parseAnalyticsConsent('no')).toBe('no')
    expect(parseAnalyticsConsent('YES')).toBeNull()
    expect(parseAnalyticsConsent('')).toBeNull()
    expect(parseAnalyticsConsent(undefined)).toBeNull()
  })

  it('knows a tag manager container id', () => {
    expect(isTagManagerId('GTM-AB12CD3')).toBe(true)
    expect(isTagManagerId('GTM-ab12')).toBe(false)
    expect(isTagManagerId('UA-12345-1')).toBe(false)
    expect(isTagManagerId('GTM-AB12CD3"><script>')).toBe(false)
  })

  it('offers the container only on a named host, whatever the port or case', () => {
    expect(tagManagerFor('events.example.gov.uk', 'events.example.gov.uk', 'GTM-AB12CD3')).toBe('GTM-AB12CD3')
    expect(tagManagerFor('Events.Example.gov.uk:443', ' other.example , events.example.gov.uk', ' GTM-AB12CD3 ')).toBe('GTM-AB12CD3')
  })

  it('offers none on a host not named, with no hosts named, without an id or with a bad one', () => {
    expect(tagManagerFor('localhost:3000', 'events.example.gov.uk', 'GTM-AB12CD3')).toBeNull()
    expect(tagManagerFor('events.example.gov.uk', '', 'GTM-AB12CD3')).toBeNull()
    expect(tagManagerFor('', '', 'GTM-AB12CD3')).toBeNull()
    expect(tagManagerFor('events.example.gov.uk', 'events.example.gov.uk', null)).toBeNull()
    expect(tagManagerFor('events.example.gov.uk', 'events.example.gov.uk', 'not-an-id')).toBeNull()
  })

  it('sends a resident back only to a path on this site', () => {
    expect(consentReturnPath('/events?category=3', '/cookies')).toBe('/events?category=3')
    expect(consentReturnPath('https://evil.example/', '/cookies')).toBe('/cookies')
    expect(consentReturnPath('//evil.example/', '/cookies')).toBe('/cookies')
    expect(consentReturnPath('/\\evil.example', '/cookies')).toBe('/cookies')
    expect(consentReturnPath('/events\r\nSet-Cookie: x=1', '/cookies')).toBe('/cookies')
    expect(consentReturnPath(null, '/cookies')).toBe('/cookies')
    expect(consentReturnPath(`/${'a'.repeat(600)}`, '/cookies')).toHaveLength(500)
  })
})
