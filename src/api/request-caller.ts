import type { FastifyReply, FastifyRequest } from 'fastify'

import { env } from '../config/env'
import type { Caller } from '../operations/caller'
import { admit, runOperationWith, type LimitedOperation, type Operation, type OperationRuntime } from '../operations/operation'
import { basketIdFromCookieHeader, bookingSessionFromCookieHeader } from '../booking/basket/cookie'

import { headersOf, type StaffAuth } from './staff-caller'

const callers = new WeakMap<FastifyRequest, Caller>()

/**
 * The booking API's door to the operations (src/operations/): who a request comes from, read once
 * from its transport (the address under TRUST_PROXY, the signed basket cookie, the booking session,
 * Payload's session for staff) and kept for the request, so its limits count once.
 */
export function callerOf(request: FastifyRequest, staffAuth: StaffAuth): Caller {
  let caller = callers.get(request)
  if (!caller) {
    const { cookie } = request.headers
    let staff: ReturnType<Caller['staff']> | undefined
    caller = {
      clientAddress: request.ip,
      bookingSession: bookingSessionFromCookieHeader(cookie) ?? null,
      basketId: basketIdFromCookieHeader(cookie, env().PAYLOAD_SECRET) ?? null,
      staff: () => (staff ??= staffAuth(headersOf(request))),
      now: new Date(),
    }
    callers.set(request, caller)
  }
  return caller
}

/** How a route runs operations: over the app's runtime, with the request's caller. */
export interface OperationDoor {
  runtime: OperationRuntime
  /** Runs the operation with this input for this request's caller. */
  run<I, R>(operation: Operation<I, R>, input: unknown, request: FastifyRequest): Promise<R>
  /**
   * An onRequest hook that counts the request against the operation's limits before its body is
   * read, so a refused flood costs no parsing and no database work (the run then counts it no more).
   */
  limitedEarly(operation: LimitedOperation): (request: FastifyRequest, reply: FastifyReply) => Promise<void>
}

export function operationDoor(runtime: OperationRuntime, staffAuth: StaffAuth): OperationDoor {
  return {
    runtime,
    run: (operation, input, request) => runOperationWith(runtime, operation, input, callerOf(request, staffAuth)),
    limitedEarly: (operation) => async (request) => admit(operation, callerOf(request, staffAuth), runtime.settings),
  }
}
