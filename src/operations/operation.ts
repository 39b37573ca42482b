import type { z } from 'zod'

import { BasketNotFoundError } from '../booking/basket/errors'
import { invalidRequestError } from '../booking/errors'

import type { Access, StaffUser } from './access'
import type { Caller } from './caller'
import { countLimits, type LimitSettings, type OperationLimit } from './limits'
import type { OperationServices } from './services'

/**
 * The application layer's core (ARCHITECTURE.md "Layers"; STYLE.md "One way in per operation"): an
 * operation is the one door to something the site does. Its input schema, who may call it, its
 * limits and its handler are written once here, and each edge (a Fastify route, a server action)
 * only builds the Caller from its transport, calls runOperation, and turns the typed result or the
 * typed error into its own answer. So a permission or a limit holds at every door.
 */

/** What a handler is given besides its input. */
export interface OperationContext {
  caller: Caller
  services: OperationServices
  settings: LimitSettings
  /** The member of staff, for an operation for staff only. */
  staff: StaffUser | null
}

export interface Operation<I, R> {
  name: string
  input: z.ZodType<I>
  access: Access<I>
  /** Counted before anything is read, in order; the first one over refuses. */
  limits: readonly OperationLimit[]
  handler: (input: I, context: OperationContext) => Promise<R>
}

/** What runOperation needs besides the call: the services and the limits' settings (services.server.ts wires them). */
export interface OperationRuntime {
  services: OperationServices
  settings: LimitSettings
}

export function defineOperation<I, R>(operation: Operation<I, R>): Operation<I, R> {
  return operation
}

/** Operations whose limits this caller was already counted against (admit), so a request counts once. */
const admitted = new WeakMap<Caller, Set<string>>()

/**
 * Counts the caller against the operation's limits, and throws the limit's typed refusal once one is
 * over. runOperation does it; an edge that can refuse earlier (the API, before it reads a body)
 * calls it first, and the request is then not counted twice.
 */
/** What admit reads of an operation: its name and limits, whatever its input. */
export type LimitedOperation = Pick<Operation<unknown, unknown>, 'name' | 'limits'>

export async function admit(operation: LimitedOperation, caller: Caller, settings: LimitSettings): Promise<void> {
  const done = admitted.get(caller) ?? new Set<string>()
  if (done.has(operation.name)) return
  done.add(operation.name)
  admitted.set(caller, done)
  await countLimits(operation.limits, caller, settings)
}

async function checkAccess<I>(access: Access<I>, input: I, caller: Caller): Promise<StaffUser | null> {
  switch (access.kind) {
    case 'anyone':
      return null
    case 'basketOwner':
      if (caller.basketId !== access.basketOf(input)) throw new BasketNotFoundError()
      return null
    case 'staff': {
      const staff = await caller.staff()
      if (!staff) throw access.signInRequired()
      if (!access.may(staff)) throw access.roleRequired()
      return staff
    }
  }
}

/**
 * Whether this caller may run the operation with this input, without running it or counting its
 * limits: a form's first press that only asks to confirm (the console's cancel and release) answers
 * that step only to a caller the operation would let in. Throws the refusal runOperation would.
 */
export async function checkMayRun<I, R>(operation: Operation<I, R>, rawInput: unknown, caller: Caller): Promise<void> {
  const parsed = operation.input.safeParse(rawInput)
  if (!parsed.success) throw invalidRequestError(parsed.error.issues)
  await checkAccess(operation.access, parsed.data, caller)
}

/**
 * The one way an operation runs: its limits, its input parsed (InvalidBookingRequestError naming the
 * first problem), its access checked, its handler. Returns the handler's typed result or throws a
 * typed BookingError, which the edge maps (error-answer.ts for HTTP, booking-outcome.ts for forms).
 */
export async function runOperationWith<I, R>(runtime: OperationRuntime, operation: Operation<I, R>, rawInput: unknown, caller: Caller): Promise<R> {
  await admit(operation, caller, runtime.settings)
  const parsed = operation.input.safeParse(rawInput)
  if (!parsed.success) throw invalidRequestError(parsed.error.issues)
  const staff = await checkAccess(operation.access, parsed.data, caller)
  return operation.handler(parsed.data, { caller, services: runtime.services, settings: runtime.settings, staff })
}
