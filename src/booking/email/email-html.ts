/**
 * The plain GOV.UK look of every e-mail the service sends: black header bar with the council's
 * name, Arial at 19px, GOV.UK link blue. E-mail clients ignore style sheets, so styles are inline,
 * and the layout is one table, which every client draws.
 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!)
}

export const FONT = 'font-family: Arial, Helvetica, sans-serif; color: #0b0c0c;'
export const PARAGRAPH = `${FONT} font-size: 19px; line-height: 1.32; margin: 0 0 20px 0;`
export const HEADING_L = `${FONT} font-size: 36px; line-height: 1.1; font-weight: bold; margin: 0 0 20px 0;`
export const HEADING_M = `${FONT} font-size: 24px; line-height: 1.25; font-weight: bold; margin: 30px 0 15px 0;`
export const LINK = 'color: #1d70b8; text-decoration: underline;'

/** A whole HTML document around `body`, in the service's frame. Everything passed in is HTML already. */
export function emailDocument(title: string, councilName: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin: 0; padding: 0; background: #ffffff;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse: collapse;">
<tr><td style="background: #0b0c0c; padding: 15px 20px;"><span style="font-family: Arial, Helvetica, sans-serif; font-size: 24px; font-weight: bold; color: #ffffff;">${escapeHtml(councilName)}</span></td></tr>
<tr><td style="border-bottom: 10px solid #1d70b8; line-height: 0; font-size: 0;">&nbsp;</td></tr>
<tr><td style="padding: 30px 20px; max-width: 640px;">
${body}
</td></tr>
</table>
</body>
</html>
`
}

/** A mailto: link to an address, escaped for HTML. */
export function mailtoLink(address: string): string {
  return `<a href="mailto:${escapeHtml(address)}" style="${LINK}">${escapeHtml(address)}</a>`
}
