import type { NumberField } from 'payload'

import { checkPence, checkWholeNumber, type WholeNumberRule } from '../validation'

/** A price in integer pence (ARCHITECTURE.md: money is integer pence everywhere). */
export function penceField(name: string, label: string, options: { required?: boolean; description?: string } = {}): NumberField {
  const required = options.required ?? false
  return {
    name,
    label,
    type: 'number',
    min: 0,
    required,
    admin: { step: 1, description: options.description ?? 'In pence: 1250 means £12.50; 0 means free.' },
    validate: (value: number | number[] | null | undefined) =>
      checkPence(Array.isArray(value) ? value[0] : value, required),
  }
}

/** A whole number within bounds (ticket counts, percentages). */
export function wholeNumberField(
  name: string,
  label: string,
  rule: WholeNumberRule & { description?: string; defaultValue?: number } = {},
): NumberField {
  return {
    name,
    label,
    type: 'number',
    min: rule.min,
    max: rule.max,
    required: rule.required ?? false,
    defaultValue: rule.defaultValue,
    admin: { step: 1, description: rule.description },
    validate: (value: number | number[] | null | undefined) =>
      checkWholeNumber(Array.isArray(value) ? value[0] : value, rule),
  }
}
