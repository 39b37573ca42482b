export interface RichTextProps {
  /** HTML from richTextHtml (./rich-text-html.ts): sanitised, tables wrapped. */
  html: string
  className?: string
}

/**
 * Sanitised rich text. The only way HTML reaches the event page: `html` must come from
 * richTextHtml, which runs it through sanitizeRichHtml (src/domain/rich-text.ts).
 */
export function RichText({ html, className }: RichTextProps) {
  return <div className={['app-rich-text', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: html }} />
}
