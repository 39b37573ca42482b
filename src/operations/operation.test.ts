import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { BasketNotFoundError } from '../booking/basket/errors'
import { InvalidBookingRequestError, StaffRoleRequiredError, StaffSignInRequiredError, TooManyRequestsError } from '../booking/errors'

import { canBypassPayment, consoleStaff, paymentBypassStaff, type StaffUser } from './access'
import { perClient, type LimitSettings } from './limits'
import type { Caller } from './caller'
import { checkMayRun, defineOperation, runOperationWith, type OperationRuntime } from './operation'
import type { OperationServices } from './services'

const runtime: OperationRuntime = {
  services: {} as OperationServices,
  settings: { basketsPerClient: 0, basketsPerSession: 0, windowSeconds: 60, openBasketsPerClient: 0 } satisfies LimitSettings,
}

function caller(overrides: Partial<Caller> = {}): Caller {
  return { clientAddress: '203.0.113.40', bookingSession: null, basketId: null, staff: async () => null, now: new Date(), ...overrides }
}

const staffMember = (roles: StaffUser['roles']): Caller['staff'] => async () => ({ email: 'officer@council.example', roles })

describe('an operation run through its one door', () => {
  const echo = defineOperation({
    name: 'echo',
    input: z.object({ basketId: z.string(), count: z.number().int() }),
    access: { kind: 'basketOwner', basketOf: (input) => input.basketId },
    limits: [],
    handler: async (input) => input.count,
  })

  it('parses its input and refuses what does not fit, naming the first problem', async () => {
    await expect(runOperationWith(runtime, echo, { basketId: 'b1', count: 2 }, caller({ basketId: 'b1' }))).resolves.toBe(2)
    const refused = runOperationWith(runtime, echo, { basketId: 'b1', count: 'two' }, caller({ basketId: 'b1' }))
    await expect(refused).rejects.toBeInstanceOf(InvalidBookingRequestError)
    await expect(refused).rejects.toThrow(/count:/)
  })

  it('lets only the basket cookie\'s owner in, and tells anyone else the basket is not found', async () => {
    await expect(runOperationWith(runtime, echo, { basketId: 'b1', count: 1 }, caller({ basketId: 'b2' }))).rejects.toBeInstanceOf(BasketNotFoundError)
    await expect(runOperationWith(runtime, echo, { basketId: 'b1', count: 1 }, caller())).rejects.toBeInstanceOf(BasketNotFoundError)
  })

  it('lets staff in by their role: 401 without a session, 403 for a role without the right', async () => {
    for (const access of [paymentBypassStaff, consoleStaff]) {
      const who = defineOperation({ name: 'who', input: z.object({}), access, limits: [], handler: async (_input, { staff }) => staff?.email })
      await expect(runOperationWith(runtime, who, {}, caller())).rejects.toBeInstanceOf(StaffSignInRequiredError)
      await expect(runOperationWith(runtime, who, {}, caller({ staff: staffMember(['editor']) }))).rejects.toBeInstanceOf(StaffRoleRequiredError)
      await expect(runOperationWith(runtime, who, {}, caller({ staff: staffMember(['staff']) }))).resolves.toBe('officer@council.example')
    }
  })

  it('answers whether a caller may run it without running it (a confirmation step), refusing as the run would', async () => {
    let ran = 0
    const cancel = defineOperation({ name: 'cancel', input: z.object({ id: z.string() }), access: consoleStaff, limits: [], handler: async () => (ran += 1) })
    await expect(checkMayRun(cancel, { id: 'x' }, caller())).rejects.toBeInstanceOf(StaffSignInRequiredError)
    await expect(checkMayRun(cancel, { id: 'x' }, caller({ staff: staffMember(['editor']) }))).rejects.toBeInstanceOf(StaffRoleRequiredError)
    await expect(checkMayRun(cancel, { id: 3 }, caller({ staff: staffMember(['staff']) }))).rejects.toBeInstanceOf(InvalidBookingRequestError)
    await expect(checkMayRun(cancel, { id: 'x' }, caller({ staff: staffMember(['staff']) }))).resolves.toBeUndefined()
    expect(ran).toBe(0)
  })

  it('counts a caller once per request against its limits, before its input is read', async () => {
    const limited = defineOperation({
      name: 'limited',
      input: z.object({ ok: z.literal(true) }),
      access: { kind: 'anyone' },
      limits: [perClient('unit test limit', 2, 60_000, (retryAfter) => new TooManyRequestsError('slow down', retryAfter))],
      handler: async () => 'done',
    })
    const one = caller({ clientAddress: '198.51.100.77' })
    await expect(runOperationWith(runtime, limited, { ok: true }, one)).resolves.toBe('done')
    // The same request run again is not counted again.
    await expect(runOperationWith(runtime, limited, { ok: true }, one)).resolves.toBe('done')
    await expect(runOperationWith(runtime, limited, { ok: false }, caller({ clientAddress: '198.51.100.77' }))).rejects.toBeInstanceOf(InvalidBookingRequestError)
    const refused = runOperationWith(runtime, limited, { ok: false }, caller({ clientAddress: '198.51.100.77' }))
    await expect(refused).rejects.toBeInstanceOf(TooManyRequestsError)
  })
})

describe('who may bypass payment', () => {
  it('lets admins and staff, not editors nor the public', () => {
    expect(canBypassPayment({ roles: ['admin'] })).toBe(true)
    expect(canBypassPayment({ roles: ['staff'] })).toBe(true)
    expect(canBypassPayment({ roles: ['editor'] })).toBe(false)
    expect(canBypassPayment(null)).toBe(false)
  })
})
