import { describe, expect, it } from 'vitest'

import { attendanceTotals, consoleAreaLabel, consoleSearchWords, CONSOLE_AREAS, CONSOLE_SEARCH_MAX_LENGTH, eventTypeName, isConsoleArea, isConsoleReport } from './console'
import { EVENT_CONTENT_TYPES } from './listings'

describe('console areas and reports', () => {
  it("has the spec's five areas first, with their labels", () => {
    expect(CONSOLE_AREAS.slice(0, 5).map((area) => [area.value, area.label])).toEqual([
      ['eventHAFLS', 'Step 2 Skills'],
      ['eventHALS', 'HALS'],
      ['eventCorporate', 'Corporate events'],
      ['eventHealthAndWellbeing', 'Public health training'],
      ['eventSendAcademy', 'Send Academy'],
    ])
    expect(consoleAreaLabel('eventSendAcademy')).toBe('Send Academy')
  })

  it('has an area for every event content type, each once, so every service is reachable', () => {
    expect(CONSOLE_AREAS.map((area) => area.value).sort()).toEqual([...EVENT_CONTENT_TYPES].sort())
    expect(consoleAreaLabel('eventLibraries')).toBe('Libraries')
    expect(isConsoleArea('eventMusicService')).toBe(true)
  })

  it('names an event type by its area label, and an unknown one by its id', () => {
    expect(eventTypeName('eventLibraries')).toBe('Libraries')
    expect(eventTypeName('eventCorporate')).toBe('Corporate events')
    expect(eventTypeName('eventSomethingNew')).toBe('eventSomethingNew')
  })

  it('knows an area and a report only by their exact names', () => {
    expect(isConsoleArea('eventHALS')).toBe(true)
    expect(isConsoleArea('eventhals')).toBe(false)
    expect(isConsoleArea(undefined)).toBe(false)
    expect(isConsoleReport('register')).toBe(true)
    expect(isConsoleReport('toString')).toBe(false)
    expect(isConsoleReport(3)).toBe(false)
  })

  it("requires search words with the spec's message, trimmed and bounded", () => {
    expect(consoleSearchWords('  ')).toEqual({ ok: false, message: 'Search words are required' })
    expect(consoleSearchWords(undefined)).toEqual({ ok: false, message: 'Search words are required' })
    expect(consoleSearchWords(' yoga ')).toEqual({ ok: true, words: 'yoga' })
    expect(consoleSearchWords('x'.repeat(500))).toEqual({ ok: true, words: 'x'.repeat(CONSOLE_SEARCH_MAX_LENGTH) })
  })

  it('counts present and booked', () => {
    expect(attendanceTotals([{ attended: true }, { attended: false }, { attended: true }])).toEqual({ present: 2, booked: 3 })
    expect(attendanceTotals([])).toEqual({ present: 0, booked: 0 })
  })
})
