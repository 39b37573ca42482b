import { describe, expect, it } from 'vitest'

import { alertsForPath, parseDismissedAlerts, serializeDismissedAlerts } from './alerts-for-path'
import type { ShellAlert } from './types'

const alert = (id: string, matchLocations: string[] = []): ShellAlert => ({
  id,
  title: `Alert ${id}`,
  contentHtml: '<p>Closed for the bank holiday.</p>',
  matchLocations,
})

describe('alertsForPath', () => {
  it('shows an alert with no paths on every page', () => {
    expect(alertsForPath([alert('a')], '/').map((a) => a.id)).toEqual(['a'])
    expect(alertsForPath([alert('a')], '/events/talk').map((a) => a.id)).toEqual(['a'])
  })

  it('shows an alert with paths only where the pathname starts with one of them', () => {
    const alerts = [alert('send', ['/local-offer', '/send-academy']), alert('hals', ['/hals'])]
    expect(alertsForPath(alerts, '/send-academy/training').map((a) => a.id)).toEqual(['send'])
    expect(alertsForPath(alerts, '/hals').map((a) => a.id)).toEqual(['hals'])
    expect(alertsForPath(alerts, '/events')).toEqual([])
  })

  it('treats blank paths as no paths', () => {
    expect(alertsForPath([alert('a', ['', ' '])], '/events').map((a) => a.id)).toEqual(['a'])
  })

  it('hides an alert the visitor has dismissed', () => {
    expect(alertsForPath([alert('a'), alert('b')], '/', new Set(['a'])).map((a) => a.id)).toEqual(['b'])
  })
})

describe('dismissed alerts cookie', () => {
  it('round-trips the dismissed ids', () => {
    const value = serializeDismissedAlerts(['abc', 'def-1', 'abc'])
    expect(value).toBe('abc.def-1')
    expect(parseDismissedAlerts(value)).toEqual(new Set(['abc', 'def-1']))
  })

  it('reads a missing or tampered cookie as nothing dismissed, keeping only well-formed ids', () => {
    expect(parseDismissedAlerts(undefined)).toEqual(new Set())
    expect(parseDismissedAlerts('')).toEqual(new Set())
    expect(parseDismissedAlerts('<script>.ok_1')).toEqual(new Set(['ok_1']))
  })

  it('keeps only the newest 50 ids', () => {
    const ids = Array.from({ length: 60 }, (_, i) => `id${i}`)
    const kept = serializeDismissedAlerts(ids).split('.')
    expect(kept).toHaveLength(50)
    expect(kept[0]).toBe('id10')
    expect(kept.at(-1)).toBe('id59')
  })
})
