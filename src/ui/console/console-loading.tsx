/**
 * What a console route shows while its page loads (spec 001 section 2: 'A loader shows while
 * waiting'): the words in a status region, so a screen reader announces them too.
 */
export function ConsoleLoading({ text }: { text: string }) {
  return (
    <div className="app-console-loading" role="status">
      <span className="app-console-loading__spinner" aria-hidden="true" />
      <p className="govuk-body-l govuk-!-margin-bottom-0">{text}</p>
    </div>
  )
}
