import { describe, expect, it } from 'vitest'

import { ticketCode, ticketIdOfCode } from './ticket-code'

const SECRET = 'a-site-secret-of-at-least-thirty-two-characters'
const TICKET = '6f1c7a39-5a70-4d3e-9d48-2a0c3e0b1a11'

describe('the signed code on a ticket', () => {
  it('carries the ticket id, signed, in 65 characters, and reads back to it', () => {
    const code = ticketCode(TICKET.toUpperCase(), SECRET)
    expect(code).toMatch(/^HCCT1\.6f1c7a39-5a70-4d3e-9d48-2a0c3e0b1a11\.[A-Za-z0-9_-]{22}$/)
    expect(code).toHaveLength(65)
    expect(ticketIdOfCode(code, SECRET)).toBe(TICKET)
    expect(ticketIdOfCode(`  ${code}\n`, SECRET)).toBe(TICKET)
  })

  it('refuses a code with another ticket id, an altered signature, another secret, or anything else', () => {
    const code = ticketCode(TICKET, SECRET)
    const otherTicket = code.replace('1a11', '1a12')
    expect(ticketIdOfCode(otherTicket, SECRET)).toBeNull()
    const lastCharacter = code.at(-1) === 'A' ? 'B' : 'A'
    expect(ticketIdOfCode(`${code.slice(0, -1)}${lastCharacter}`, SECRET)).toBeNull()
    expect(ticketIdOfCode(code, `${SECRET}-changed`)).toBeNull()
    for (const garbage of ['', 'HCCT1', TICKET, `HCCT2.${TICKET}.${code.split('.')[2]}`, `${code}x`, 'HCC-ABCD-EFGH']) expect(ticketIdOfCode(garbage, SECRET)).toBeNull()
  })
})
