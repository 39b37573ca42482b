import { describe, expect, it } from 'vitest'

import { attendanceTotals, consoleAreaLabel, consoleSearchWords, CONSOLE_AREAS, CONSOLE_SEARCH_MAX_LENGTH, isConsoleArea, isConsoleReport } from './console'

describe('console areas and reports', () => {
  it("has the spec's five areas with their labels", () => {
    expect(CONSOLE_AREAS.map((area) => [area.value, area.label])).toEqual([
      ['eventHAFLS', 'Step 2 Skills'],
      ['eventHALS', 'HALS'],
      ['eventCorporate', 'Corporate events'],
      ['eventHealthAndWellbeing', 'Public health training'],
      ['eventSendAcademy', 'Send Academy'],
    ])
    expect(consoleAreaLabel('eventSendAcademy')).toBe('Send Academy')
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
