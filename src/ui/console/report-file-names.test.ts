import { describe, expect, it } from 'vitest'

import { waitingListReportFileName } from './report-file-names'

describe('waitingListReportFileName', () => {
  it("names the file after the event: '{title} waiting list report.csv'", () => {
    expect(waitingListReportFileName('Pottery for beginners')).toBe('Pottery for beginners waiting list report.csv')
  })

  it('takes out the characters file systems refuse, and control characters', () => {
    expect(waitingListReportFileName('Art: "pots" / <bowls>?*|\\\u0007')).toBe('Art pots bowls waiting list report.csv')
  })

  it('folds runs of spaces and line breaks into one space', () => {
    expect(waitingListReportFileName('  Yoga \n\t in   the park  ')).toBe('Yoga in the park waiting list report.csv')
  })

  it('still gives a file name when nothing of the title is left', () => {
    expect(waitingListReportFileName('///')).toBe('waiting list report.csv')
  })
})
