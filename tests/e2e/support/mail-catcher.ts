/**
 * A real SMTP peer for the end-to-end run (issue 11: "the e-mail caught by a real SMTP server in the
 * test"): tests/e2e/serve.ts starts it beside the web server and points SMTP_URL at it; every message
 * it accepts is written whole (RFC 5322) into E2E_MAIL_DIR, where any test worker reads it back with
 * mailsTo(). Plain SMTP on 127.0.0.1 only, no authentication: it is a test harness, not a relay.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface MailCatcher {
  port: number
  close(): Promise<void>
}

export async function startMailCatcher(port: number, directory: string): Promise<MailCatcher> {
  await mkdir(directory, { recursive: true })
  let received = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received += 1
        const file = path.join(directory, `${Date.now()}-${process.pid}-${received}.eml`)
        writeFile(file, Buffer.concat(chunks)).then(() => callback(), callback)
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/** Every message caught so far whose To names this address (case-insensitive), oldest first. */
export async function mailsTo(address: string, directory = process.env.E2E_MAIL_DIR): Promise<ParsedMail[]> {
  if (!directory) throw new Error('E2E_MAIL_DIR is not set: run the end-to-end tests through playwright test')
  const files = (await readdir(directory).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort()
  const mails = await Promise.all(files.map(async (name) => simpleParser(await readFile(path.join(directory, name)))))
  const wanted = address.toLowerCase()
  return mails.filter((mail) => {
    const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []
    return to.some((group) => group.value.some((entry) => entry.address?.toLowerCase() === wanted))
  })
}
