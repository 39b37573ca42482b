import { z } from 'zod'

/**
 * Extra checkout questions (spec 000 sections 3 and 5): asked once per booking or once per ticket.
 * The type identifiers defined here are the ones the admin field stores: the Payload field
 * (src/content/fields/checkout-questions.ts) imports them, so there is one list.
 */
export const CHECKOUT_QUESTION_TYPES = [
  'shortText',
  'longText',
  'singleChoice',
  'multipleChoice',
  'dropdown',
  'email',
  'telephone',
] as const
export type CheckoutQuestionType = (typeof CHECKOUT_QUESTION_TYPES)[number]

/** Spec 000 section 5 texts; '{label}' is the question's label as the customer reads it. */
export const CHECKOUT_QUESTION_MESSAGES = {
  required: (label: string) => `${label} is required`,
  invalidEmail: (label: string) => `${label} must be a valid email address.`,
  invalidTelephone: (label: string) => `${label} must be a valid telephone number.`,
  // Ours: the spec gives no text for an answer outside the options; same shape as the two above.
  invalidChoice: (label: string) => `${label} must be one of the options given.`,
} as const

/** Shown beside the label of a required question (spec 000 section 5). */
export const REQUIRED_LABEL_SUFFIX = '(required)'

/** Email questions: an '@' between word characters (spec 000 section 5); deliberately loose. */
export const QUESTION_EMAIL_PATTERN = /\w@\w/

/** Telephone questions: an optional plus followed by digits and spaces (spec 000 section 5). */
export const QUESTION_TELEPHONE_PATTERN = /^\+?[0-9 ]+$/

/**
 * One question as the basket or the CMS gives it. Options arrive as texts or as Payload rows
 * ({ value }); required and options may be null in stored rows. Both are normalised here.
 */
export const checkoutQuestionSchema = z.object({
  type: z.enum(CHECKOUT_QUESTION_TYPES),
  title: z.string(),
  label: z.string(),
  required: z
    .boolean()
    .nullish()
    .transform((required) => required === true),
  options: z
    .array(z.union([z.string(), z.object({ value: z.string() }).transform((option) => option.value)]))
    .nullish()
    .transform((options) => options ?? []),
})

export type CheckoutQuestion = z.output<typeof checkoutQuestionSchema>

/** Answers keyed by the question's position in its list, as text ('0', '1', ...); choices of a Multiple Choice are a list. */
export type CheckoutAnswers = Record<string, string | string[]>

/** The key of a question's answer: its zero-based position in the basket's question list. */
export function answerKey(index: number): string {
  return String(index)
}

/** The suffix for a question's label: '(required)' for a required question, else nothing. */
export function requiredLabelSuffix(question: Pick<CheckoutQuestion, 'required'>): string {
  return question.required ? REQUIRED_LABEL_SUFFIX : ''
}

/** The label with its suffix, e.g. 'Dietary needs (required)'. */
export function questionLabel(question: Pick<CheckoutQuestion, 'label' | 'required'>): string {
  return question.required ? `${question.label} ${REQUIRED_LABEL_SUFFIX}` : question.label
}

interface AnswerCheck {
  test: (answer: string) => boolean
  message: string
}

/** A one-text answer: trimmed, required if the question says so, then the type's check on a non-empty answer. */
export function textAnswerSchema(question: CheckoutQuestion, check?: AnswerCheck, whose = '') {
  const requiredMessage = whose + CHECKOUT_QUESTION_MESSAGES.required(question.label)
  const text = question.required
    ? z.string({ error: requiredMessage }).trim().min(1, { error: requiredMessage, abort: true })
    : z.string().trim()
  const checked = check ? text.refine((answer) => answer === '' || check.test(answer), check.message) : text
  return question.required ? checked : checked.default('')
}

/** Multiple Choice: one text or a list (a posted form sends one value per ticked box), each one of the options. */
export function multipleChoiceAnswerSchema(question: CheckoutQuestion, whose = '') {
  const invalidChoice = whose + CHECKOUT_QUESTION_MESSAGES.invalidChoice(question.label)
  return z
    .union([z.string(), z.array(z.string())], { error: invalidChoice })
    .optional()
    .transform((answer) => {
      const choices = typeof answer === 'string' ? [answer] : (answer ?? [])
      return [...new Set(choices.map((choice) => choice.trim()).filter((choice) => choice !== ''))]
    })
    .refine((choices) => !question.required || choices.length > 0, {
      error: whose + CHECKOUT_QUESTION_MESSAGES.required(question.label),
      abort: true,
    })
    .refine((choices) => choices.every((choice) => question.options.includes(choice)), invalidChoice)
}

/**
 * The answer schema for one question, by its type (spec 000 section 5). `whose` goes before each
 * message: '' for a booking question (asked once), 'Ticket 2: ' (ticketMessagePrefix) for a
 * ticket's question on the checkout form, so the summary says whose answer is missing.
 */
export function answerSchemaFor(question: CheckoutQuestion, whose = '') {
  const { label, options } = question
  switch (question.type) {
    case 'email':
      return textAnswerSchema(
        question,
        { test: (answer) => QUESTION_EMAIL_PATTERN.test(answer), message: whose + CHECKOUT_QUESTION_MESSAGES.invalidEmail(label) },
        whose,
      )
    case 'telephone':
      return textAnswerSchema(
        question,
        { test: (answer) => QUESTION_TELEPHONE_PATTERN.test(answer), message: whose + CHECKOUT_QUESTION_MESSAGES.invalidTelephone(label) },
        whose,
      )
    case 'singleChoice':
    case 'dropdown':
      return textAnswerSchema(
        question,
        { test: (answer) => options.includes(answer), message: whose + CHECKOUT_QUESTION_MESSAGES.invalidChoice(label) },
        whose,
      )
    case 'multipleChoice':
      return multipleChoiceAnswerSchema(question, whose)
    case 'shortText':
    case 'longText':
      return textAnswerSchema(question, undefined, whose)
  }
}

/**
 * The answers to a list of questions, keyed by position (`answerKey`): a question list is fixed for
 * the life of a basket and not every source gives its questions an id. Answers to unknown keys are dropped.
 */
export function checkoutAnswersSchema(questions: readonly CheckoutQuestion[], whose = ''): z.ZodType<CheckoutAnswers> {
  return z.object(Object.fromEntries(questions.map((question, index) => [answerKey(index), answerSchemaFor(question, whose)])))
}
