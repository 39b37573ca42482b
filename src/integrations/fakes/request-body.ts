import type { IncomingMessage } from 'node:http'

/** A fake's request body as text, refused past `limitBytes` (the fakes of GOV.UK Pay and GOV.UK Notify). */
export async function requestBodyText(req: IncomingMessage, limitBytes: number): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > limitBytes) throw new Error('body too large')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}
