import { describe, expect, it } from 'vitest'

import { bookingsChart, bookingsChartSummary, CHART_SIZE, dayLabel, fillMissingDays, niceCeiling } from './bookings-chart'

const day = (date: string, bookings: number, tickets = bookings) => ({ day: date, bookings, tickets })

describe('fillMissingDays', () => {
  it('puts zero days between booking days, in order', () => {
    expect(fillMissingDays([day('2026-03-05', 2), day('2026-03-02', 1)])).toEqual([
      day('2026-03-02', 1),
      day('2026-03-03', 0),
      day('2026-03-04', 0),
      day('2026-03-05', 2),
    ])
  })

  it('crosses the clock change and the end of a month', () => {
    const days = fillMissingDays([day('2026-03-28', 1), day('2026-04-01', 1)])
    expect(days.map((d) => d.day)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31', '2026-04-01'])
  })

  it('keeps the booking days only when they span more days than the chart can show', () => {
    expect(fillMissingDays([day('2026-01-01', 1), day('2026-12-31', 1)], 92)).toEqual([day('2026-01-01', 1), day('2026-12-31', 1)])
  })

  it('gives no days for none', () => {
    expect(fillMissingDays([])).toEqual([])
  })
})

describe('niceCeiling', () => {
  it.each([
    [0, 1],
    [1, 1],
    [2, 2],
    [3, 5],
    [7, 10],
    [10, 10],
    [12, 20],
    [49, 50],
    [51, 100],
    [430, 500],
  ])('rounds %d up to %d', (value, expected) => {
    expect(niceCeiling(value)).toBe(expected)
  })
})

describe('bookingsChart', () => {
  const plotHeight = CHART_SIZE.height - CHART_SIZE.top - CHART_SIZE.bottom
  const plotBottom = CHART_SIZE.height - CHART_SIZE.bottom

  it('scales the busiest day to the top of a round scale', () => {
    const chart = bookingsChart([day('2026-03-02', 4), day('2026-03-03', 2)])
    expect(chart.scaleMax).toBe(5)
    const [first, second] = chart.bars
    expect(first!.height).toBeCloseTo((4 / 5) * plotHeight)
    expect(second!.height).toBeCloseTo((2 / 5) * plotHeight)
    expect(first!.y + first!.height).toBeCloseTo(plotBottom)
  })

  it('draws a zero day as no bar', () => {
    const chart = bookingsChart([day('2026-03-02', 3), day('2026-03-03', 0)])
    expect(chart.bars[1]!.height).toBe(0)
    expect(chart.bars[1]!.y).toBe(plotBottom)
  })

  it('keeps every bar inside the plot, side by side', () => {
    const chart = bookingsChart(fillMissingDays([day('2026-03-01', 1), day('2026-03-30', 9)]))
    expect(chart.bars).toHaveLength(30)
    for (const [index, bar] of chart.bars.entries()) {
      expect(bar.x).toBeGreaterThanOrEqual(chart.plot.left)
      expect(bar.x + bar.width).toBeLessThanOrEqual(chart.plot.right + 1e-9)
      if (index > 0) expect(bar.x).toBeGreaterThan(chart.bars[index - 1]!.x + chart.bars[index - 1]!.width)
    }
  })

  it('labels every bar of a short chart and every nth of a long one', () => {
    expect(bookingsChart([day('2026-03-05', 1)]).bars[0]!.axisLabel).toBe('5 Mar')
    const long = bookingsChart(fillMissingDays([day('2026-03-01', 1), day('2026-03-30', 1)]))
    const labelled = long.bars.filter((bar) => bar.axisLabel !== '')
    expect(labelled.length).toBeLessThanOrEqual(10)
    expect(labelled[0]!.axisLabel).toBe('1 Mar')
  })

  it('marks the scale at zero, half and the top when the half is a whole number', () => {
    expect(bookingsChart([day('2026-03-02', 9)]).ticks.map((tick) => tick.value)).toEqual([0, 5, 10])
    expect(bookingsChart([day('2026-03-02', 1)]).ticks.map((tick) => tick.value)).toEqual([0, 1])
    expect(bookingsChart([day('2026-03-02', 4)]).ticks.map((tick) => tick.value)).toEqual([0, 5])
  })
})

describe('bookingsChartSummary', () => {
  it('sums the chart up in words: totals, span and the busiest day', () => {
    expect(bookingsChartSummary([day('2026-03-02', 1, 2), day('2026-03-03', 0), day('2026-03-05', 3, 4)])).toBe(
      'Bar chart of bookings per day: 4 bookings with 6 tickets from Mon, 2 Mar to Thu, 5 Mar. The busiest day was Thu, 5 Mar with 3 bookings.',
    )
  })

  it('speaks of one day and one booking in the singular', () => {
    expect(bookingsChartSummary([day('2026-03-02', 1, 1)])).toBe(
      'Bar chart of bookings per day: 1 booking with 1 ticket on Mon, 2 Mar. The busiest day was Mon, 2 Mar with 1 booking.',
    )
  })

  it('says when there are no bookings', () => {
    expect(bookingsChartSummary([])).toBe('Bar chart of bookings per day: no bookings yet.')
  })
})

describe('dayLabel', () => {
  it("shows a calendar day as 'ddd, D MMM' in summer and winter", () => {
    expect(dayLabel('2026-03-05')).toBe('Thu, 5 Mar')
    expect(dayLabel('2026-07-01')).toBe('Wed, 1 Jul')
  })
})
