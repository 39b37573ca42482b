import { describe, expect, it } from 'vitest'

import {
  type CheckoutQuestion,
  type CheckoutQuestionType,
  answerKey,
  answerSchemaFor,
  checkoutAnswersSchema,
  checkoutQuestionSchema,
  questionLabel,
  requiredLabelSuffix,
} from './checkout-questions'
import { fieldErrorsOf } from './field-errors'

function question(type: CheckoutQuestionType, overrides: Partial<CheckoutQuestion> = {}): CheckoutQuestion {
  return { type, title: type, label: 'Your answer', required: false, options: [], ...overrides }
}

function errorOf(schemaQuestion: CheckoutQuestion, answer: unknown): string | undefined {
  const result = answerSchemaFor(schemaQuestion).safeParse(answer)
  return result.success ? undefined : result.error.issues[0]!.message
}

const colours = ['Red', 'Green', 'Blue']

describe('checkoutQuestionSchema', () => {
  it('reads a question with text options', () => {
    expect(
      checkoutQuestionSchema.parse({ type: 'dropdown', title: 'Colour', label: 'Favourite colour', required: true, options: colours }),
    ).toEqual({ type: 'dropdown', title: 'Colour', label: 'Favourite colour', required: true, options: colours })
  })

  it('reads Payload option rows as their values and drops row ids', () => {
    expect(
      checkoutQuestionSchema.parse({
        id: 'row-1',
        type: 'singleChoice',
        title: 'Colour',
        label: 'Colour',
        required: false,
        options: [{ id: 'o1', value: 'Red' }, 'Green'],
      }).options,
    ).toEqual(['Red', 'Green'])
  })

  it('treats a null or missing required flag as not required and null options as none', () => {
    expect(checkoutQuestionSchema.parse({ type: 'shortText', title: 'T', label: 'L', required: null, options: null })).toEqual({
      type: 'shortText',
      title: 'T',
      label: 'L',
      required: false,
      options: [],
    })
    expect(checkoutQuestionSchema.parse({ type: 'longText', title: 'T', label: 'L' }).required).toBe(false)
  })

  it('rejects a type it does not know', () => {
    expect(checkoutQuestionSchema.safeParse({ type: 'Short Text', title: 'T', label: 'L' }).success).toBe(false)
  })
})

describe('labels', () => {
  it('a required question has the suffix (required) beside its label', () => {
    expect(requiredLabelSuffix({ required: true })).toBe('(required)')
    expect(questionLabel({ label: 'Dietary needs', required: true })).toBe('Dietary needs (required)')
  })

  it('an optional question has no suffix', () => {
    expect(requiredLabelSuffix({ required: false })).toBe('')
    expect(questionLabel({ label: 'Dietary needs', required: false })).toBe('Dietary needs')
  })
})

describe('text answers', () => {
  it.each(['shortText', 'longText'] as const)('a required %s question gives "{label} is required" when empty, blank or missing', (type) => {
    const required = question(type, { label: 'Dietary needs', required: true })
    expect(errorOf(required, '')).toBe('Dietary needs is required')
    expect(errorOf(required, '   ')).toBe('Dietary needs is required')
    expect(errorOf(required, undefined)).toBe('Dietary needs is required')
  })

  it('a required text answer is trimmed', () => {
    expect(answerSchemaFor(question('shortText', { required: true })).parse('  Vegan  ')).toBe('Vegan')
  })

  it('an optional text question may be left empty or out', () => {
    expect(answerSchemaFor(question('longText')).parse(undefined)).toBe('')
    expect(answerSchemaFor(question('longText')).parse('  ')).toBe('')
  })

  it('a long answer is kept whole: the spec sets no maximum', () => {
    const answer = 'a'.repeat(5000)
    expect(answerSchemaFor(question('longText')).parse(answer)).toBe(answer)
  })
})

describe('email answers', () => {
  const email = question('email', { label: 'Parent email', required: true })

  it('needs an @ between word characters', () => {
    expect(errorOf(email, 'parent.example.org')).toBe('Parent email must be a valid email address.')
    expect(errorOf(email, '@example.org')).toBe('Parent email must be a valid email address.')
    expect(errorOf(email, 'parent@')).toBe('Parent email must be a valid email address.')
    expect(errorOf(email, 'parent.@.org')).toBe('Parent email must be a valid email address.')
  })

  it('accepts the smallest answer that has an @ between word characters', () => {
    expect(answerSchemaFor(email).parse(' a@b ')).toBe('a@b')
  })

  it('gives only the required message when a required email is empty', () => {
    const result = answerSchemaFor(email).safeParse('')
    expect(result.error!.issues.map((issue) => issue.message)).toEqual(['Parent email is required'])
  })

  it('lets an optional email be left empty but checks one that is given', () => {
    const optional = question('email', { label: 'Work email' })
    expect(answerSchemaFor(optional).parse('')).toBe('')
    expect(errorOf(optional, 'nope')).toBe('Work email must be a valid email address.')
  })
})

describe('telephone answers', () => {
  const telephone = question('telephone', { label: 'Emergency contact' })

  it.each(['01992 555555', '+44 1992 555555', '999', '+1'])('accepts %j', (answer) => {
    expect(answerSchemaFor(telephone).parse(answer)).toBe(answer)
  })

  it.each(['+', '++44', '01992-555555', '(01992) 555555', '44+', 'none'])('rejects %j', (answer) => {
    expect(errorOf(telephone, answer)).toBe('Emergency contact must be a valid telephone number.')
  })

  it('a required telephone question gives the required message when left blank', () => {
    expect(errorOf({ ...telephone, required: true }, ' ')).toBe('Emergency contact is required')
  })
})

describe.each(['singleChoice', 'dropdown'] as const)('%s answers', (type) => {
  const choice = question(type, { label: 'Colour', options: colours })

  it('accepts one of the options', () => {
    expect(answerSchemaFor(choice).parse('Green')).toBe('Green')
  })

  it('rejects an answer that is not one of the options', () => {
    expect(errorOf(choice, 'Purple')).toBe('Colour must be one of the options given.')
    expect(errorOf(choice, 'green')).toBe('Colour must be one of the options given.')
  })

  it('may be left unanswered when optional, but not when required', () => {
    expect(answerSchemaFor(choice).parse(undefined)).toBe('')
    expect(errorOf({ ...choice, required: true }, undefined)).toBe('Colour is required')
  })
})

describe('multipleChoice answers', () => {
  const boxes = question('multipleChoice', { label: 'Days', options: ['Mon', 'Tue', 'Wed'] })

  it('accepts a list of options and drops repeats and blanks', () => {
    expect(answerSchemaFor(boxes).parse(['Mon', 'Wed', 'Mon', ' '])).toEqual(['Mon', 'Wed'])
  })

  it('accepts the single value a posted form sends for one ticked box', () => {
    expect(answerSchemaFor(boxes).parse('Tue')).toEqual(['Tue'])
  })

  it('an optional question may have no boxes ticked', () => {
    expect(answerSchemaFor(boxes).parse(undefined)).toEqual([])
    expect(answerSchemaFor(boxes).parse([])).toEqual([])
  })

  it('a required question needs at least one box ticked, with the required message alone', () => {
    const result = answerSchemaFor({ ...boxes, required: true }).safeParse([])
    expect(result.error!.issues.map((issue) => issue.message)).toEqual(['Days is required'])
    expect(answerSchemaFor({ ...boxes, required: true }).parse(['Tue'])).toEqual(['Tue'])
  })

  it('rejects a choice that is not one of the options', () => {
    expect(errorOf(boxes, ['Mon', 'Sun'])).toBe('Days must be one of the options given.')
  })

  it('rejects an answer that is neither text nor a list of texts', () => {
    expect(errorOf(boxes, 3)).toBe('Days must be one of the options given.')
    expect(errorOf(boxes, [1, 2])).toBe('Days must be one of the options given.')
  })
})

describe('checkoutAnswersSchema', () => {
  const questions = [
    question('shortText', { label: 'Name of school', required: true }),
    question('email', { label: 'Work email' }),
    question('multipleChoice', { label: 'Days', options: ['Mon', 'Tue'], required: true }),
  ]

  it('keys the answers by question position and fills in the unanswered optional ones', () => {
    expect(checkoutAnswersSchema(questions).parse({ 0: ' Ashlyns ', 2: 'Mon', 9: 'dropped' })).toEqual({
      '0': 'Ashlyns',
      '1': '',
      '2': ['Mon'],
    })
  })

  it('gives one message per question, keyed by its position', () => {
    const result = checkoutAnswersSchema(questions).safeParse({ 1: 'not an email' })
    expect(fieldErrorsOf(result.error!)).toEqual({
      '0': 'Name of school is required',
      '1': 'Work email must be a valid email address.',
      '2': 'Days is required',
    })
  })

  it("puts whose answer it is before every message ('Ticket 2: ')", () => {
    const result = checkoutAnswersSchema(questions, 'Ticket 2: ').safeParse({ 1: 'not an email', 2: ['Sun'] })
    expect(fieldErrorsOf(result.error!)).toEqual({
      '0': 'Ticket 2: Name of school is required',
      '1': 'Ticket 2: Work email must be a valid email address.',
      '2': 'Ticket 2: Days must be one of the options given.',
    })
    const whose = 'Ticket 1: '
    const check = (q: CheckoutQuestion, answer: unknown) => answerSchemaFor(q, whose).safeParse(answer).error?.issues[0]?.message
    expect(check(question('telephone', { label: 'Mobile' }), 'call me')).toBe('Ticket 1: Mobile must be a valid telephone number.')
    expect(check(question('dropdown', { label: 'Colour', options: colours }), 'Pink')).toBe('Ticket 1: Colour must be one of the options given.')
    expect(check(question('multipleChoice', { label: 'Days', options: ['Mon'], required: true }), [])).toBe('Ticket 1: Days is required')
    expect(check(question('longText', { label: 'Notes', required: true }), ' ')).toBe('Ticket 1: Notes is required')
  })

  it('accepts anything for an empty question list, keeping nothing', () => {
    expect(checkoutAnswersSchema([]).parse({ stray: 'x' })).toEqual({})
  })

  it('answerKey is the zero-based position as text', () => {
    expect(answerKey(0)).toBe('0')
    expect(answerKey(12)).toBe('12')
  })
})
