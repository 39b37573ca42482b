import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { httpNewsletter, loggedNewsletter, maskedEmail, type NewsletterContext } from './newsletter'

const context: NewsletterContext = { basketId: '3f0b8c9e-5a1d-4a43-9d59-0e4a7f1c2b3a', eventId: 12, eventContentType: 'eventHAFLS' }
const servers: Server[] = []

function recorder() {
  const lines: string[] = []
  return { lines, log: { info: (line: string) => lines.push(`info ${line}`), warn: (line: string) => lines.push(`warn ${line}`) } }
}

/** A stand-in for the marketing service on a local port, answering `status` and keeping what it got. */
async function marketingService(status: number, delayMs = 0) {
  const received: Array<{ method: string; type: string | undefined; body: string }> = []
  const server = createServer((request: IncomingMessage, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      received.push({ method: request.method ?? '', type: request.headers['content-type'], body })
      setTimeout(() => response.writeHead(status).end(), delayMs)
    })
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/signup`, received }
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

describe('the newsletter sign-up', () => {
  it("posts the purchaser's address as JSON to the configured endpoint", async () => {
    const service = await marketingService(204)
    const { lines, log } = recorder()
    expect(await httpNewsletter(service.url, log).signUp('jo@example.com', context)).toBe('sent')
    expect(service.received).toEqual([{ method: 'POST', type: 'application/json', body: '{"email":"jo@example.com"}' }])
    expect(lines).toEqual([])
  })

  it('logs a refusal as a warning without the whole address, and does not throw', async () => {
    const service = await marketingService(500)
    const { lines, log } = recorder()
    expect(await httpNewsletter(service.url, log).signUp('jo@example.com', context)).toBe('failed')
    expect(lines).toEqual([`warn newsletter sign-up refused (500) for j***@example.com (basket ${context.basketId}, event 12)`])
  })

  it('gives up on a service that does not answer in time', async () => {
    const service = await marketingService(200, 2000)
    const { lines, log } = recorder()
    expect(await httpNewsletter(service.url, log, fetch, 50).signUp('jo@example.com', context)).toBe('failed')
    expect(lines[0]).toMatch(/^warn newsletter sign-up failed \(TimeoutError\) for j\*\*\*@example\.com/)
  })

  it('records a sign-up in the log without the whole address when no endpoint is configured', async () => {
    const { lines, log } = recorder()
    expect(await loggedNewsletter(log).signUp('jo.bloggs@example.com', context)).toBe('recorded')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('j***@example.com')
    expect(lines[0]).not.toContain('jo.bloggs')
  })

  it('masks an address to its first character and domain', () => {
    expect(maskedEmail('alex@example.gov.uk')).toBe('a***@example.gov.uk')
    expect(maskedEmail('not-an-address')).toBe('***')
    expect(maskedEmail('@example.com')).toBe('***')
  })
})
