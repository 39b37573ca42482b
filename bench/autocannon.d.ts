// The small part of autocannon's API the benches use (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  interface Options {
    url: string
    connections?: number
    duration?: number
    amount?: number
    method?: string
    headers?: Record<string, string>
    body?: string
    requests?: Array<{
      method?: string
      headers?: Record<string, string>
      body?: string
      setupRequest?: (request: Record<string, unknown>) => Record<string, unknown>
    }>
  }
  interface Result {
    requests: { average: number; total: number }
    non2xx: number
    errors: number
    timeouts: number
    '2xx': number
  }
  interface Instance extends EventEmitter, PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this
  }
  function autocannon(options: Options): Instance
  export default autocannon
}
