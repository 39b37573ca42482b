import type { ArrayField } from 'payload'

import { CHECKOUT_QUESTION_TYPES, type CheckoutQuestionType } from '../../domain/validation/checkout-questions'

/** The seven checkout question types live with their validation (spec 000 section 5). */
export { CHECKOUT_QUESTION_TYPES, type CheckoutQuestionType }

export const CHECKOUT_QUESTION_TYPE_LABELS: Record<CheckoutQuestionType, string> = {
  shortText: 'Short Text',
  longText: 'Long Text',
  singleChoice: 'Single Choice',
  multipleChoice: 'Multiple Choice',
  dropdown: 'Dropdown',
  email: 'Email',
  telephone: 'Telephone',
}

/** The types whose answers are picked from options. */
export const CHOICE_QUESTION_TYPES: readonly CheckoutQuestionType[] = ['singleChoice', 'multipleChoice', 'dropdown']

export function needsOptions(type: unknown): boolean {
  return (CHOICE_QUESTION_TYPES as readonly unknown[]).includes(type)
}

/** Choice and dropdown questions need at least one option. The admin form passes a row count. */
export function checkQuestionOptions(type: unknown, options: unknown): true | string {
  if (!needsOptions(type)) return true
  const rows = Array.isArray(options) ? options.length : Number(options) || 0
  return rows > 0 ? true : 'Add at least one option for a choice or dropdown question.'
}

/** Extra questions asked once per booking or once per ticket (spec 000 section 3, checkout question). */
export function checkoutQuestionsField(name: string, label: string, description: string): ArrayField {
  return {
    name,
    label,
    type: 'array',
    labels: { singular: 'Question', plural: 'Questions' },
    admin: { description, initCollapsed: true },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'type',
            type: 'select',
            required: true,
            defaultValue: 'shortText',
            options: CHECKOUT_QUESTION_TYPES.map((value) => ({ label: CHECKOUT_QUESTION_TYPE_LABELS[value], value })),
            admin: { width: '30%' },
          },
          {
            name: 'title',
            type: 'text',
            required: true,
            admin: { width: '70%', description: 'Internal name; the attendance report heads a question without a label with it.' },
          },
        ],
      },
      {
        name: 'label',
        type: 'text',
        required: true,
        admin: { description: 'The question as the customer reads it; also its column heading in the attendance report. Add new questions at the end: reports read answers by the question at the same place.' },
      },
      { name: 'required', type: 'checkbox', defaultValue: false },
      {
        name: 'options',
        type: 'array',
        labels: { singular: 'Option', plural: 'Options' },
        admin: { condition: (_, siblingData) => needsOptions(siblingData?.type) },
        validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
          checkQuestionOptions(siblingData?.type, value),
        fields: [{ name: 'value', type: 'text', required: true }],
      },
    ],
  }
}
