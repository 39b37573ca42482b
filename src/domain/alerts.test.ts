import { describe, expect, it } from 'vitest'

import {
  alertForPath,
  alertMatchesPath,
  alertPathSpecificity,
  alertsForPath,
  decodeCookieValue,
  DISMISSED_ALERTS_COOKIE,
  DISMISSED_ALERTS_MAX_AGE_SECONDS,
  parseDismissedAlerts,
  serializeDismissedAlerts,
} from './alerts'

const alert = (id: string, matchLocations: string[] = []) => ({
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

  it('ignores spaces around a path', () => {
    expect(alertMatchesPath(alert('a', [' /hals ']), '/hals/french')).toBe(true)
  })

  it('matches by prefix, not by whole segment, as the spec says', () => {
    expect(alertMatchesPath(alert('a', ['/hals']), '/halsey')).toBe(true)
    expect(alertMatchesPath(alert('a', ['/hals']), '/')).toBe(false)
  })

  it('hides an alert the visitor has dismissed', () => {
    expect(alertsForPath([alert('a'), alert('b')], '/', new Set(['a'])).map((a) => a.id)).toEqual(['b'])
  })

  it('shows nothing when there are no alerts', () => {
    expect(alertsForPath([], '/')).toEqual([])
  })

  it('returns the alerts whole, with their title and content', () => {
    expect(alertsForPath([alert('a')], '/')).toEqual([alert('a')])
  })
})

describe('alertForPath', () => {
  const everyPage = alert('every')
  const step2 = alert('step2', ['/hals', '/step2skills'])
  const courses = alert('courses', ['/step2skills/courses'])

  it('shows one alert, never a stack, and none when none matches', () => {
    expect(alertForPath([everyPage, step2], '/step2skills')?.id).toBe('step2')
    expect(alertForPath([step2], '/events')).toBeNull()
    expect(alertForPath([], '/')).toBeNull()
  })

  it('picks the alert whose matching path is longest, whatever the order', () => {
    for (const alerts of [
      [everyPage, step2, courses],
      [courses, step2, everyPage],
      [step2, everyPage, courses],
    ]) {
      expect(alertForPath(alerts, '/step2skills/courses/french')?.id).toBe('courses')
      expect(alertForPath(alerts, '/step2skills/about')?.id).toBe('step2')
      expect(alertForPath(alerts, '/hals')?.id).toBe('step2')
      expect(alertForPath(alerts, '/events')?.id).toBe('every')
    }
  })

  it('counts an alert with no paths as less specific than any path, even the root', () => {
    expect(alertForPath([everyPage, alert('root', ['/'])], '/events')?.id).toBe('root')
  })

  it('keeps the earlier of two equally specific alerts', () => {
    expect(alertForPath([alert('newer'), alert('older')], '/')?.id).toBe('newer')
    expect(alertForPath([alert('newer', ['/hals']), alert('older', ['/hals'])], '/hals/x')?.id).toBe('newer')
  })

  it('shows the next closest alert once the closest is dismissed', () => {
    expect(alertForPath([everyPage, step2], '/step2skills', new Set(['step2']))?.id).toBe('every')
    expect(alertForPath([everyPage, step2], '/step2skills', new Set(['step2', 'every']))).toBeNull()
  })

  it('returns the alert whole', () => {
    expect(alertForPath([step2], '/hals')).toEqual(step2)
  })
})

describe('alertPathSpecificity', () => {
  it('is -1 off the alert\'s paths, 0 without paths, else the longest matching path\'s length', () => {
    expect(alertPathSpecificity(alert('a', ['/hals']), '/events')).toBe(-1)
    expect(alertPathSpecificity(alert('a'), '/events')).toBe(0)
    expect(alertPathSpecificity(alert('a', [' ']), '/events')).toBe(0)
    expect(alertPathSpecificity(alert('a', ['/', '/hals', '/hals/french']), '/hals/art')).toBe(5)
  })
})

describe('dismissed alerts cookie', () => {
  it('is named dismissed_alerts and kept for a year', () => {
    expect(DISMISSED_ALERTS_COOKIE).toBe('dismissed_alerts')
    expect(DISMISSED_ALERTS_MAX_AGE_SECONDS).toBe(31_536_000)
  })

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

  it('reads a percent-encoded cookie', () => {
    expect(parseDismissedAlerts('abc%2Edef')).toEqual(new Set(['abc', 'def']))
  })

  it('does not throw on a cookie with a broken escape', () => {
    expect(decodeCookieValue('%E0%A4%A')).toBe('%E0%A4%A')
    expect(parseDismissedAlerts('ok.%E0%A4%A')).toEqual(new Set(['ok']))
  })

  it('does not store ids that could not be read back', () => {
    expect(serializeDismissedAlerts(['ok', 'a.b', '', 'x'.repeat(65)])).toBe('ok')
    expect(serializeDismissedAlerts([])).toBe('')
  })

  it('keeps only the newest 50 ids', () => {
    const ids = Array.from({ length: 60 }, (_, i) => `id${i}`)
    const kept = serializeDismissedAlerts(ids).split('.')
    expect(kept).toHaveLength(50)
    expect(kept[0]).toBe('id10')
    expect(kept.at(-1)).toBe('id59')
  })
})
