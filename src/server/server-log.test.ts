import pino from 'pino'
import { describe, expect, it } from 'vitest'

import { MAX_LOG_LINE, MAX_LOGGED_STRING, serverLoggerOptions } from './server-log'

function capturingLogger(): { logger: pino.Logger; lines: string[] } {
  const lines: string[] = []
  const logger = pino(serverLoggerOptions('info'), { write: (line: string) => void lines.push(line) })
  return { logger, lines }
}

describe('the server log', () => {
  it('writes an ordinary line unchanged, an error with its stack', () => {
    const { logger, lines } = capturingLogger()
    logger.warn({ client: '192.0.2.1', account: 'admin@example.gov.uk' }, 'Failed sign-in')
    logger.error({ err: new Error('boom') }, 'unhandled fault')
    const [warn, error] = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(warn).toMatchObject({ level: 40, client: '192.0.2.1', account: 'admin@example.gov.uk', msg: 'Failed sign-in' })
    expect((error!.err as { stack: string }).stack).toContain('boom')
  })

  it('keeps the start and the length of a huge value or message a client sent, not the text', () => {
    const { logger, lines } = capturingLogger()
    const sent = 'a'.repeat(5_000_000)
    logger.warn({ account: sent, nested: { query: sent } }, sent)
    expect(lines).toHaveLength(1)
    expect(lines[0]!.length).toBeLessThan(4 * MAX_LOGGED_STRING)
    const line = JSON.parse(lines[0]!) as { account: string; nested: { query: string }; msg: string }
    expect(line.account).toBe(`${'a'.repeat(MAX_LOGGED_STRING)}... (5000000 characters)`)
    expect(line.nested.query).toBe(line.account)
    expect(line.msg).toBe(line.account)
  })

  it('cuts a line of many long values short, as a valid JSON line at its level', () => {
    const { logger, lines } = capturingLogger()
    const fields = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`field${i}`, 'b'.repeat(MAX_LOGGED_STRING)]))
    logger.error(fields, 'many fields')
    const line = JSON.parse(lines[0]!) as { level: number; msg: string; characters: number; start: string }
    expect(lines[0]!.length).toBeLessThan(MAX_LOG_LINE)
    expect(line).toMatchObject({ level: 50, msg: 'log line cut short' })
    expect(line.characters).toBeGreaterThan(MAX_LOG_LINE)
    expect(line.start.length).toBe(MAX_LOGGED_STRING)
  })
})
