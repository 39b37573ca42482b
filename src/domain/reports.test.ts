import { describe, expect, it } from 'vitest'

import {
  attendeeReportFileName,
  attendeeReportRows,
  cellText,
  csvField,
  headerFromFieldName,
  isControlCharacter,
  isPlainObject,
  parseCheckoutAnswers,
  reportCsv,
  safeCell,
  unionOfKeys,
  waitingListReportRows,
} from './reports'

const attendee = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  ticketID: 'T-1',
  checkoutQuestions: '{}',
  attended: false,
  ...overrides,
})

describe('headerFromFieldName', () => {
  it('splits field names at capital letters', () => {
    expect(headerFromFieldName('firstName')).toBe('First Name')
    expect(headerFromFieldName('lastName')).toBe('Last Name')
    expect(headerFromFieldName('email')).toBe('Email')
    expect(headerFromFieldName('attended')).toBe('Attended')
  })

  it('keeps a run of capitals together as one word', () => {
    expect(headerFromFieldName('ticketID')).toBe('Ticket ID')
    expect(headerFromFieldName('eventID')).toBe('Event ID')
    expect(headerFromFieldName('HTMLText')).toBe('HTML Text')
    expect(headerFromFieldName('ID')).toBe('ID')
  })

  it('splits after a digit and turns underscores into spaces', () => {
    expect(headerFromFieldName('address2Line')).toBe('Address2 Line')
    expect(headerFromFieldName('booking_reference')).toBe('Booking reference')
  })

  it('gives an empty header for an empty name', () => {
    expect(headerFromFieldName('')).toBe('')
  })
})

describe('parseCheckoutAnswers', () => {
  it('reads the answers from JSON text', () => {
    expect(parseCheckoutAnswers('{"Dietary needs":"Vegan","Days":["Mon","Tue"]}')).toEqual({ 'Dietary needs': 'Vegan', Days: ['Mon', 'Tue'] })
    expect(parseCheckoutAnswers('{}')).toEqual({})
  })

  it('treats invalid or non-object JSON, and anything not text, as no answers', () => {
    for (const value of ['', 'not json', '{"a":', '[1,2]', 'null', '42', '"text"', undefined, null, 7, { a: 1 }]) {
      expect(parseCheckoutAnswers(value)).toEqual({})
    }
  })

  it('knows a plain object from null and lists', () => {
    expect(isPlainObject({})).toBe(true)
    expect(isPlainObject(null)).toBe(false)
    expect(isPlainObject([])).toBe(false)
    expect(isPlainObject('x')).toBe(false)
  })
})

describe('cellText', () => {
  it('writes each kind of value as text', () => {
    expect(cellText(null)).toBe('')
    expect(cellText(undefined)).toBe('')
    expect(cellText('Ada')).toBe('Ada')
    expect(cellText(0)).toBe('0')
    expect(cellText(true)).toBe('true')
    expect(cellText(['Mon', 'Tue'])).toBe('Mon; Tue')
    expect(cellText({ a: 1 })).toBe('{"a":1}')
  })
})

describe('safeCell', () => {
  it('removes commas inside a value', () => {
    expect(safeCell('1 High Street, Hertford, SG13')).toBe('1 High Street Hertford SG13')
  })

  it('puts a single quote before a value a spreadsheet would run as a formula', () => {
    expect(safeCell('=HYPERLINK("http://evil")')).toBe(`'=HYPERLINK("http://evil")`)
    expect(safeCell('+441234')).toBe(`'+441234`)
    expect(safeCell('-2')).toBe(`'-2`)
    expect(safeCell('@SUM(A1)')).toBe(`'@SUM(A1)`)
    expect(safeCell('\t=1')).toBe(`'\t=1`)
    expect(safeCell('\r=1')).toBe(`'\r=1`)
  })

  it('checks for a formula after the commas are gone', () => {
    expect(safeCell(',=1+1')).toBe(`'=1+1`)
  })

  it('leaves ordinary values, and formula characters later in the text, alone', () => {
    expect(safeCell('Ada')).toBe('Ada')
    expect(safeCell('a=b')).toBe('a=b')
    expect(safeCell('ada@example.com')).toBe('ada@example.com')
    expect(safeCell('')).toBe('')
  })
})

describe('unionOfKeys', () => {
  it('lists each key once in the order first seen', () => {
    expect(unionOfKeys([{ b: 1, a: 1 }, { a: 2, c: 2 }, {}])).toEqual(['b', 'a', 'c'])
    expect(unionOfKeys([])).toEqual([])
  })
})

describe('attendeeReportRows', () => {
  it('has a header row from the field names, then one row per attendee', () => {
    expect(attendeeReportRows([attendee(), attendee({ firstName: 'Alan', lastName: 'Turing', ticketID: 'T-2', attended: true })])).toEqual([
      ['First Name', 'Last Name', 'Email', 'Ticket ID', 'Attended'],
      ['Ada', 'Lovelace', 'ada@example.com', 'T-1', 'false'],
      ['Alan', 'Turing', 'ada@example.com', 'T-2', 'true'],
    ])
  })

  it('adds the checkout answers as extra columns, the union of questions in first-seen order', () => {
    const rows = attendeeReportRows([
      attendee({ checkoutQuestions: '{"Dietary needs":"Vegan"}' }),
      attendee({ ticketID: 'T-2', checkoutQuestions: '{"Access":"Ramp","Dietary needs":"None"}' }),
      attendee({ ticketID: 'T-3', checkoutQuestions: '{}' }),
    ])
    expect(rows[0]).toEqual(['First Name', 'Last Name', 'Email', 'Ticket ID', 'Attended', 'Dietary needs', 'Access'])
    expect(rows[1]?.slice(5)).toEqual(['Vegan', ''])
    expect(rows[2]?.slice(5)).toEqual(['None', 'Ramp'])
    expect(rows[3]?.slice(5)).toEqual(['', ''])
  })

  it('treats invalid or missing answers as no answers', () => {
    const rows = attendeeReportRows([attendee({ checkoutQuestions: 'not json' }), { firstName: 'Bo' }])
    expect(rows).toEqual([
      ['First Name', 'Last Name', 'Email', 'Ticket ID', 'Attended'],
      ['Ada', 'Lovelace', 'ada@example.com', 'T-1', 'false'],
      ['Bo', '', '', '', ''],
    ])
  })

  it('takes the union of attendee fields, so a field missing from the first row still gets a column', () => {
    const rows = attendeeReportRows([{ firstName: 'Ada' }, { firstName: 'Alan', phone: '01234' }])
    expect(rows).toEqual([
      ['First Name', 'Phone'],
      ['Ada', ''],
      ['Alan', '01234'],
    ])
  })

  it('joins multiple choice answers and makes every cell safe, headers included', () => {
    const rows = attendeeReportRows([
      attendee({ lastName: '=cmd|calc', email: 'a,b@example.com', checkoutQuestions: '{"=Q":["Mon","Tue, Wed"]}' }),
    ])
    expect(rows[0]?.at(-1)).toBe(`'=Q`)
    expect(rows[1]).toEqual(['Ada', `'=cmd|calc`, 'ab@example.com', 'T-1', 'false', 'Mon; Tue Wed'])
  })

  it('gives no rows at all for no attendees', () => {
    expect(attendeeReportRows([])).toEqual([])
  })
})

describe('waitingListReportRows', () => {
  it('takes the columns from the first row only', () => {
    expect(
      waitingListReportRows([
        { id: 'W1', firstName: 'Ada', email: 'ada@example.com' },
        { id: 'W2', firstName: 'Alan', email: 'alan@example.com', extra: 'ignored' },
      ]),
    ).toEqual([
      ['Id', 'First Name', 'Email'],
      ['W1', 'Ada', 'ada@example.com'],
      ['W2', 'Alan', 'alan@example.com'],
    ])
  })

  it('makes cells safe and leaves missing values empty', () => {
    expect(waitingListReportRows([{ id: 'W1', note: '+1, maybe' }, { id: 'W2' }])).toEqual([
      ['Id', 'Note'],
      ['W1', `'+1 maybe`],
      ['W2', ''],
    ])
  })

  it('gives no rows for an empty waiting list', () => {
    expect(waitingListReportRows([])).toEqual([])
  })
})

describe('attendeeReportFileName', () => {
  it('is the report name followed by attendee list report.csv', () => {
    expect(attendeeReportFileName('Pottery for beginners')).toBe('Pottery for beginners attendee list report.csv')
  })

  it('takes out characters a file system refuses and tidies spaces', () => {
    expect(attendeeReportFileName('  Q&A: 5/3 "live"  ')).toBe('Q&A 53 live attendee list report.csv')
    expect(attendeeReportFileName('Line\none\ttwo\u0007')).toBe('Line one two attendee list report.csv')
    expect(attendeeReportFileName('a \u007f b')).toBe('a b attendee list report.csv')
  })

  it('is just attendee list report.csv without a name', () => {
    expect(attendeeReportFileName('')).toBe('attendee list report.csv')
    expect(attendeeReportFileName(' <> ')).toBe('attendee list report.csv')
  })

  it('knows control characters', () => {
    expect(isControlCharacter('\u0000')).toBe(true)
    expect(isControlCharacter('\u001f')).toBe(true)
    expect(isControlCharacter('\u007f')).toBe(true)
    expect(isControlCharacter(' ')).toBe(false)
  })
})

describe('reportCsv', () => {
  it('joins cells with commas and rows with CRLF', () => {
    expect(reportCsv(attendeeReportRows([{ firstName: 'Ada', ticketID: 'T-1' }]))).toBe('First Name,Ticket ID\r\nAda,T-1')
    expect(reportCsv([])).toBe('')
  })

  it('quotes a cell with a quote or line break, doubling its quotes', () => {
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField(`'\r=1`)).toBe(`"'\r=1"`)
    expect(csvField('plain')).toBe('plain')
  })
})
