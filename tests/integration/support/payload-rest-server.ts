import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Payload's REST API over real HTTP: the handler Next.js mounts at /api (`handleEndpoints`), behind
 * a plain Node server on a free port. `prepare` may change a request's headers first, as nginx
 * in front does (it sets the client's address, src/server/client-address.ts).
 */
export async function startPayloadRestServer(
  prepare: (req: http.IncomingMessage) => void = () => undefined,
): Promise<{ base: string; close: () => Promise<void> }> {
  const [{ handleEndpoints }, { default: config }] = [await import('payload'), await import('../../../src/payload.config')]
  const server = http.createServer((req, res) => {
    prepare(req)
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', async () => {
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined
      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
      const request = new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body })
      const response = await handleEndpoints({ config, request })
      res.writeHead(response.status, Object.fromEntries(response.headers))
      res.end(Buffer.from(await response.arrayBuffer()))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
