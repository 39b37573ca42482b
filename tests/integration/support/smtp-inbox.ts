import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'

/** One message as the SMTP server received it. */
export interface ReceivedMail {
  to: string[]
  raw: string
}

/**
 * A real SMTP server in this process (smtp-server), which accepts any user and keeps what it
 * receives. `hold()` makes it keep the next message's DATA unanswered until released, so a test
 * can act while a send is under way; `stop()` and `start()` again on the same port are an outage.
 */
export class SmtpInbox {
  readonly received: ReceivedMail[] = []
  port = 0
  private server: SMTPServer | null = null
  private held: { arrived: () => void; release: Promise<void> } | null = null

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth: (_auth, _session, callback) => callback(null, { user: 'mailer' }),
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          const held = this.held
          this.held = null
          const accept = () => {
            this.received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') })
            callback()
          }
          if (!held) return accept()
          held.arrived()
          void held.release.then(accept)
        })
      },
    })
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve))
    this.port = (server.server.address() as AddressInfo).port
    this.server = server
  }

  async stop(): Promise<void> {
    const server = this.server
    this.server = null
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  /** Holds the next message until `release` resolves; resolves the returned promise when it has arrived. */
  hold(release: Promise<void>): Promise<void> {
    return new Promise<void>((arrived) => {
      this.held = { arrived, release }
    })
  }

  url(credentials = ''): string {
    return `smtp://${credentials ? `${credentials}@` : ''}127.0.0.1:${this.port}`
  }
}

/** The decoded body of the MIME part with this content type (base64, quoted-printable or plain). */
export function mimePart(raw: string, contentType: string): string | undefined {
  const start = raw.toLowerCase().indexOf(`content-type: ${contentType.toLowerCase()}`)
  if (start < 0) return undefined
  const headerEnd = raw.indexOf('\r\n\r\n', start)
  const headers = raw.slice(start, headerEnd).toLowerCase()
  const rest = raw.slice(headerEnd + 4)
  const body = rest.slice(0, rest.search(/\r\n--/))
  if (headers.includes('content-transfer-encoding: base64')) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (headers.includes('content-transfer-encoding: quoted-printable')) {
    // Soft line breaks joined, then =XX read as bytes and the bytes as UTF-8 (a pound sign is =C2=A3).
    const text = body.replace(/=\r\n/g, '')
    const bytes: number[] = []
    for (let i = 0; i < text.length; i += 1) {
      const hex = text[i] === '=' ? /^[0-9A-F]{2}/.exec(text.slice(i + 1, i + 3)) : null
      if (hex) {
        bytes.push(parseInt(hex[0], 16))
        i += 2
      } else bytes.push(text.charCodeAt(i))
    }
    return Buffer.from(bytes).toString('utf8')
  }
  return body
}
