import { describe, expect, it } from 'vitest'

import { auditActionLabel, auditBookingReference, auditDetailsText, auditSearchOf, AUDIT_SEARCH_MAX_LENGTH, canReadAuditLog } from './audit-log-access'

describe('reading the audit log', () => {
  it('is for administrators only, not booking staff, content editors or anyone else', () => {
    expect(canReadAuditLog({ roles: ['admin'] })).toBe(true)
    expect(canReadAuditLog({ roles: ['staff', 'admin'] })).toBe(true)
    expect(canReadAuditLog({ roles: ['staff'] })).toBe(false)
    expect(canReadAuditLog({ roles: ['editor'] })).toBe(false)
    expect(canReadAuditLog({ roles: [] })).toBe(false)
    expect(canReadAuditLog({ roles: null })).toBe(false)
    expect(canReadAuditLog(null)).toBe(false)
    expect(canReadAuditLog(undefined)).toBe(false)
  })
})

describe('the label of an audit action', () => {
  it('reads a known action as words', () => {
    expect(auditActionLabel('ticket.released')).toBe('Ticket released')
  })

  it('shows any other action as it was written', () => {
    expect(auditActionLabel('ticket.renamed')).toBe('ticket.renamed')
    expect(auditActionLabel('')).toBe('')
    // Not fooled by the names every object inherits.
    expect(auditActionLabel('constructor')).toBe('constructor')
    expect(auditActionLabel('toString')).toBe('toString')
  })
})

describe("an audit entry's booking and details", () => {
  const release = { eventId: 7, bookingReference: 'b1f0c2de-0000-4000-8000-000000000001', concessionId: 'adult', unitsReturned: 1 }

  it('finds the booking reference in the details, or none', () => {
    expect(auditBookingReference(release)).toBe(release.bookingReference)
    expect(auditBookingReference({ eventId: 7 })).toBeNull()
    expect(auditBookingReference({ bookingReference: 42 })).toBeNull()
    expect(auditBookingReference({ bookingReference: '' })).toBeNull()
    expect(auditBookingReference(null)).toBeNull()
    expect(auditBookingReference(['x'])).toBeNull()
    expect(auditBookingReference('text')).toBeNull()
  })

  it('shows the details as compact JSON, and nothing for none', () => {
    expect(auditDetailsText(release)).toBe(
      '{"eventId":7,"bookingReference":"b1f0c2de-0000-4000-8000-000000000001","concessionId":"adult","unitsReturned":1}',
    )
    expect(auditDetailsText({})).toBe('')
    expect(auditDetailsText(null)).toBe('')
    expect(auditDetailsText(undefined)).toBe('')
    expect(auditDetailsText([1, 2])).toBe('[1,2]')
  })
})

describe('the filter of the audit log view (?q=)', () => {
  it('reads one trimmed value, and none when absent, blank or repeated', () => {
    expect(auditSearchOf('  ABC123 ')).toBe('ABC123')
    expect(auditSearchOf(undefined)).toBeUndefined()
    expect(auditSearchOf('   ')).toBeUndefined()
    expect(auditSearchOf(['a', 'b'])).toBeUndefined()
  })

  it('reads at most its most characters', () => {
    expect(auditSearchOf('x'.repeat(AUDIT_SEARCH_MAX_LENGTH + 50))).toBe('x'.repeat(AUDIT_SEARCH_MAX_LENGTH))
  })
})
