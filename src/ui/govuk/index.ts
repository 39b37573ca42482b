/** Small typed React components over govuk-frontend's markup (ARCHITECTURE.md, "Stack"). */
export { ErrorSummary, type ErrorSummaryProps } from './error-summary'
export { TextInput, type TextInputProps } from './text-input'
