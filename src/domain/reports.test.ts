import { describe, expect, it } from 'vitest'

import {
  attendeeReportFileName,
  attendeeReportRows,
  sessionAttendanceRows,
  cellText,
  csvField,
  distinctHeaders,
  formerQuestionColumn,
  headerFromFieldName,
  isControlCharacter,
  isPlainObject,
  labelledCheckoutAnswers,
  parseCheckoutAnswers,
  questionColumns,
  reportCsv,
  reportQuestionsOf,
  safeCell,
  unionOfKeys,
  waitingListReportRows,
} from './reports'
import { formatReportDateTime } from './dates'

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
    expect(cellText(true)).toBe('Yes')
    expect(cellText(false)).toBe('No')
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
      ['Ada', 'Lovelace', 'ada@example.com', 'T-1', 'No'],
      ['Alan', 'Turing', 'ada@example.com', 'T-2', 'Yes'],
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

  it("shows a course's attendance per session and each holder's total instead of one Attended column, the sessions in order before the answers", () => {
    const sessions = [
      { id: 's1', startsAt: '2026-01-06T18:00:00Z', endsAt: '2026-01-06T20:00:00Z', place: null },
      { id: 's2', startsAt: '2026-01-13T18:00:00Z', endsAt: '2026-01-13T20:00:00Z', place: null },
      { id: 's3', startsAt: '2026-01-20T18:00:00Z', endsAt: '2026-01-20T20:00:00Z', place: null },
    ]
    const rows = attendeeReportRows(
      [
        attendee({ attended: true, attendedSessions: ['s1', 's3'], checkoutQuestions: '{"Access":"Ramp"}' }),
        attendee({ ticketID: 'T-2', attendedSessions: [] }),
        // A session no longer on the course (taken out by an editor) counts for nothing.
        attendee({ ticketID: 'T-3', attendedSessions: ['gone', 's2'] }),
      ],
      ['Access'],
      sessions,
    )
    expect(rows).toEqual([
      ['First Name', 'Last Name', 'Email', 'Ticket ID', 'Session 1 (6 Jan 2026)', 'Session 2 (13 Jan 2026)', 'Session 3 (20 Jan 2026)', 'Sessions attended (of 3)', 'Access'],
      ['Ada', 'Lovelace', 'ada@example.com', 'T-1', 'Yes', 'No', 'Yes', '2', 'Ramp'],
      ['Ada', 'Lovelace', 'ada@example.com', 'T-2', 'No', 'No', 'No', '0', ''],
      ['Ada', 'Lovelace', 'ada@example.com', 'T-3', 'No', 'Yes', 'No', '1', ''],
    ])
    expect(sessionAttendanceRows([attendee({ attendedSessions: ['s1', 's3'] }), attendee({ attendedSessions: ['s3'] })], sessions)).toEqual([
      ['Session', 'Present'],
      ['Session 1 of 3: Tuesday 6 January 2026, 6:00pm to 8:00pm', '1 of 2'],
      ['Session 2 of 3: Tuesday 13 January 2026, 6:00pm to 8:00pm', '0 of 2'],
      ['Session 3 of 3: Tuesday 20 January 2026, 6:00pm to 8:00pm', '2 of 2'],
    ])
    expect(sessionAttendanceRows([], sessions)).toEqual([])
    expect(sessionAttendanceRows([attendee()], [])).toEqual([])
    // An event without sessions keeps its one Attended column; the session ids are never a column.
    expect(attendeeReportRows([attendee({ attended: true, attendedSessions: [] })])[0]).toEqual(['First Name', 'Last Name', 'Email', 'Ticket ID', 'Attended'])
  })

  it('treats invalid or missing answers as no answers', () => {
    const rows = attendeeReportRows([attendee({ checkoutQuestions: 'not json' }), { firstName: 'Bo' }])
    expect(rows).toEqual([
      ['First Name', 'Last Name', 'Email', 'Ticket ID', 'Attended'],
      ['Ada', 'Lovelace', 'ada@example.com', 'T-1', 'No'],
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

  it('joins multiple choice answers and shows values as they are; the CSV makes every cell safe, headers included', () => {
    const rows = attendeeReportRows([
      attendee({ lastName: '=cmd|calc', email: 'a,b@example.com', checkoutQuestions: '{"=Q":["Mon","Tue, Wed"]}' }),
    ])
    expect(rows[0]?.at(-1)).toBe('=Q')
    expect(rows[1]).toEqual(['Ada', '=cmd|calc', 'a,b@example.com', 'T-1', 'No', 'Mon; Tue, Wed'])
    expect(reportCsv(rows).split('\r\n')).toEqual(["First Name,Last Name,Email,Ticket ID,Attended,'=Q", "Ada,'=cmd|calc,ab@example.com,T-1,No,Mon; Tue Wed"])
  })

  it('puts the given question columns first, in their order, then any other answers; a question named like a field gets a number', () => {
    const rows = attendeeReportRows(
      [attendee({ checkoutQuestions: '{"Email":"other@example.com","Extra":"x","2024":"year"}' }), attendee({ ticketID: 'T-2', checkoutQuestions: '{"Age":"7"}' })],
      ['2024', 'Age', 'Email'],
    )
    expect(rows[0]).toEqual(['First Name', 'Last Name', 'Email', 'Ticket ID', 'Attended', '2024', 'Age', 'Email (2)', 'Extra'])
    expect(rows[1]?.slice(5)).toEqual(['year', '', 'other@example.com', 'x'])
    expect(rows[2]?.slice(5)).toEqual(['', '7', '', ''])
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

  it('leaves missing values empty; the CSV makes cells safe', () => {
    const rows = waitingListReportRows([{ id: 'W1', note: '+1, maybe' }, { id: 'W2' }])
    expect(rows).toEqual([
      ['Id', 'Note'],
      ['W1', '+1, maybe'],
      ['W2', ''],
    ])
    expect(reportCsv(rows)).toBe("Id,Note\r\nW1,'+1 maybe\r\nW2,")
  })

  it('shows the date fields as people write them in London, and an empty one empty', () => {
    const rows = waitingListReportRows(
      [
        { id: 'W1', joinedAt: '2026-03-05T14:30:00.000Z', offeredAt: '' },
        { id: 'W2', joinedAt: '2026-07-01T08:05:00.000Z', offeredAt: '2026-07-02T23:15:00.000Z' },
      ],
      ['joinedAt', 'offeredAt'],
    )
    expect(rows).toEqual([
      ['Id', 'Joined At', 'Offered At'],
      ['W1', 'Thu, 5 Mar 2026, 2:30pm', ''],
      ['W2', 'Wed, 1 Jul 2026, 9:05am', 'Fri, 3 Jul 2026, 12:15am'],
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
  it('removes commas inside cells (spec 001 section 5) and makes formulas inert', () => {
    expect(reportCsv([['Name', 'Address'], ['=1+1', '1 High Street, Hertford']])).toBe("Name,Address\r\n'=1+1,1 High Street Hertford")
  })

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

describe('distinctHeaders', () => {
  it('numbers a header already used, against the taken ones too', () => {
    expect(distinctHeaders(['Age', 'Age', 'Name', 'Age'])).toEqual(['Age', 'Age (2)', 'Name', 'Age (3)'])
    expect(distinctHeaders(['Email', 'Email (2)'], ['Email'])).toEqual(['Email (2)', 'Email (2) (2)'])
    expect(distinctHeaders([])).toEqual([])
  })
})

const question = (label: string, title = label) => ({ label, title })

describe('reportQuestionsOf', () => {
  it('reads the questions as the checkout does, leaving out a row that is not a question so the positions match', () => {
    const stored = [
      { type: 'shortText', title: 'org', label: 'Organisation', required: true, options: [] },
      { type: 'nonsense', title: 'x', label: 'Not a question' },
      { type: 'dropdown', title: 'heard', label: 'How did you hear about us?', options: [{ value: 'Library' }] },
    ]
    expect(reportQuestionsOf(stored)).toEqual([question('Organisation', 'org'), question('How did you hear about us?', 'heard')])
    expect(reportQuestionsOf(null)).toEqual([])
    expect(reportQuestionsOf({})).toEqual([])
  })
})

describe('questionColumns', () => {
  it("titles each column by the question's text, its title or its place when it has none", () => {
    expect(questionColumns([question('How did you hear about us?'), question(' ', 'org'), question('', '')], [question('Age of the person attending')])).toEqual({
      booking: ['How did you hear about us?', 'org', 'Booking question 3'],
      ticket: ['Age of the person attending'],
    })
  })

  it('says which a text asked of the booking and of each ticket is, and numbers any other repeat', () => {
    expect(questionColumns([question('Organisation'), question('Notes'), question('Notes')], [question('Organisation'), question('')])).toEqual({
      booking: ['Organisation (booking)', 'Notes', 'Notes (2)'],
      ticket: ['Organisation (ticket)', 'Ticket question 2'],
    })
  })
})

describe('formerQuestionColumn', () => {
  it('names an answer to a question no longer asked by its old place, or its key', () => {
    expect(formerQuestionColumn('booking', '2')).toBe('Booking question 3 (no longer asked)')
    expect(formerQuestionColumn('ticket', 'diet')).toBe('Ticket question diet (no longer asked)')
  })
})

describe('labelledCheckoutAnswers', () => {
  const questions = { booking: [question('How did you hear about us?')], ticket: [question('Age'), question('Diet')] }

  it("keeps the booking's answer and the ticket's answer at the same position both, each under its question's text", () => {
    // The bug of issue 22: keyed by position, the ticket's '0' overwrote the booking's '0' ('Library').
    const { columns, answers } = labelledCheckoutAnswers(questions, [
      { bookingAnswers: { 0: 'Library' }, ticketAnswers: { 0: '7', 1: 'Vegan' } },
      { bookingAnswers: { 0: 'Library' }, ticketAnswers: { 0: '9' } },
    ])
    expect(columns).toEqual(['How did you hear about us?', 'Age', 'Diet'])
    expect(answers).toEqual([
      { 'How did you hear about us?': 'Library', Age: '7', Diet: 'Vegan' },
      { 'How did you hear about us?': 'Library', Age: '9', Diet: '' },
    ])
  })

  it('keeps answers to questions no longer asked in columns of their own, after the rest, in first-seen order', () => {
    const { columns, answers } = labelledCheckoutAnswers({ booking: [question('Organisation')], ticket: [] }, [
      { bookingAnswers: { 0: 'Library', 3: 'late', 1: ['a', 'b'] }, ticketAnswers: { 0: 'x' } },
      { bookingAnswers: null, ticketAnswers: { 0: 'y', '01': 'odd' } },
    ])
    expect(columns).toEqual(['Organisation', 'Booking question 2 (no longer asked)', 'Booking question 4 (no longer asked)', 'Ticket question 1 (no longer asked)', 'Ticket question 01 (no longer asked)'])
    expect(answers[0]).toEqual({ Organisation: 'Library', 'Booking question 2 (no longer asked)': ['a', 'b'], 'Booking question 4 (no longer asked)': 'late', 'Ticket question 1 (no longer asked)': 'x' })
    expect(answers[1]).toEqual({ Organisation: '', 'Ticket question 1 (no longer asked)': 'y', 'Ticket question 01 (no longer asked)': 'odd' })
  })

  it('gives a former question a distinct column even when a question now asked has its name', () => {
    const { columns } = labelledCheckoutAnswers({ booking: [question('Booking question 2 (no longer asked)')], ticket: [] }, [{ bookingAnswers: { 1: 'old' }, ticketAnswers: [] }])
    expect(columns).toEqual(['Booking question 2 (no longer asked)', 'Booking question 2 (no longer asked) (2)'])
  })

  it('gives no columns for an event without questions or answers', () => {
    expect(labelledCheckoutAnswers({ booking: [], ticket: [] }, [{ bookingAnswers: {}, ticketAnswers: null }])).toEqual({ columns: [], answers: [{}] })
  })

  it('feeds the report: every answer in its column, attended as Yes or No', () => {
    const { columns, answers } = labelledCheckoutAnswers(questions, [{ bookingAnswers: { 0: 'Library' }, ticketAnswers: { 0: '7' } }])
    const rows = attendeeReportRows([attendee({ attended: true, checkoutQuestions: JSON.stringify(answers[0]) })], columns)
    expect(rows).toEqual([
      ['First Name', 'Last Name', 'Email', 'Ticket ID', 'Attended', 'How did you hear about us?', 'Age', 'Diet'],
      ['Ada', 'Lovelace', 'ada@example.com', 'T-1', 'Yes', 'Library', '7', ''],
    ])
  })
})

describe('formatReportDateTime', () => {
  it('writes an instant as a date and time in London, in winter and in summer', () => {
    expect(formatReportDateTime('2026-03-03T14:30:00.000Z')).toBe('Tue, 3 Mar 2026, 2:30pm')
    expect(formatReportDateTime(new Date('2026-06-30T23:30:00.000Z'))).toBe('Wed, 1 Jul 2026, 12:30am')
  })
})
