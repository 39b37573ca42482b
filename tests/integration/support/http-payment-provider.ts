import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { PaymentProvider, PaymentRequest, ProviderPaymentStatus, RefundResult, StartedPayment } from '../../../src/integrations/payment/payment-provider'

/**
 * The fake provider's servers on a port of their own, for a test whose web server runs in a child
 * process that the test kills: the provider's memory must outlive our server, as a real one does.
 * `serveFakeProvider` puts a PaymentProvider (the test's fake) behind HTTP; `HttpPaymentProvider` is
 * what the child's checkout service talks to.
 */
type Call = 'start' | 'status' | 'refund'

export async function serveFakeProvider(provider: PaymentProvider): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const call = (req.url ?? '').slice(1) as Call
      const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}')
      const answer =
        call === 'start'
          ? provider.start(body as PaymentRequest)
          : call === 'status'
            ? provider.status(body as Parameters<PaymentProvider['status']>[0])
            : provider.refund(body as Parameters<PaymentProvider['refund']>[0])
      void answer.then((result) => {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify(result))
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export class HttpPaymentProvider implements PaymentProvider {
  readonly name = 'fake'
  constructor(private readonly url: string) {}

  private async call<T>(call: Call, body: unknown): Promise<T> {
    const response = await fetch(`${this.url}/${call}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    return (await response.json()) as T
  }

  start(request: PaymentRequest): Promise<StartedPayment> {
    return this.call('start', request)
  }

  status(payment: Parameters<PaymentProvider['status']>[0]): Promise<ProviderPaymentStatus> {
    return this.call('status', payment)
  }

  refund(payment: Parameters<PaymentProvider['refund']>[0]): Promise<RefundResult> {
    return this.call('refund', payment)
  }
}
