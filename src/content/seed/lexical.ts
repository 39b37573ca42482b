// Type aliases, not interfaces: they must be assignable to Payload's index-signature rich text type.
/**
 * The smallest Lexical editor state Payload's rich text accepts: root > paragraph > text. Enough for
 * demo content; editors write the real thing in the admin.
 */
export type LexicalTextNode = {
  type: 'text'
  text: string
  format: number
  detail: 0
  mode: 'normal'
  style: ''
  version: 1
}

export type LexicalParagraphNode = {
  type: 'paragraph'
  children: LexicalTextNode[]
  direction: 'ltr'
  format: ''
  indent: 0
  textFormat: 0
  textStyle: ''
  version: 1
}

export type LexicalState = {
  root: {
    type: 'root'
    children: LexicalParagraphNode[]
    direction: 'ltr'
    format: ''
    indent: 0
    version: 1
  }
  [k: string]: unknown
}

/** Lexical's bit for bold text. */
const BOLD = 1

function textNode(text: string, format = 0): LexicalTextNode {
  return { type: 'text', text, format, detail: 0, mode: 'normal', style: '', version: 1 }
}

/**
 * One paragraph per string. Within a string, `**words**` becomes bold, the only markup demo
 * content needs (for example "**Parking:** free at the rear").
 */
export function richText(...paragraphs: string[]): LexicalState {
  return {
    root: {
      type: 'root',
      direction: 'ltr',
      format: '',
      indent: 0,
      version: 1,
      children: paragraphs.map((paragraph) => ({
        type: 'paragraph',
        direction: 'ltr',
        format: '',
        indent: 0,
        textFormat: 0,
        textStyle: '',
        version: 1,
        children: paragraph
          .split(/(\*\*[^*]+\*\*)/)
          .filter((part) => part !== '')
          .map((part) => (part.startsWith('**') && part.endsWith('**') ? textNode(part.slice(2, -2), BOLD) : textNode(part))),
      })),
    },
  }
}

/** The plain text of a state made by richText(), paragraphs separated by blank lines. */
export function plainText(state: LexicalState): string {
  return state.root.children.map((p) => p.children.map((t) => t.text).join('')).join('\n\n')
}
