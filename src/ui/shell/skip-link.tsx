export interface SkipLinkProps {
  /** Id of the element to skip to; the shell's main is 'main' (spec 000 section 2). */
  targetId?: string
}

/** The first focusable element of every page: 'Skip to main content', to #main. */
export function SkipLink({ targetId = 'main' }: SkipLinkProps) {
  return (
    <a href={`#${targetId}`} className="govuk-skip-link">
      Skip to main content
    </a>
  )
}
