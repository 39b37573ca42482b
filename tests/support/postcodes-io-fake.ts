import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { createOutcodeCentroidsLookup } from '../../src/integrations/postcode'

/**
 * A stand-in for postcodes.io at the edge of the world we do not run (issue 26 point 4), answering its
 * two paths as it does: /postcodes/{postcode} and /outcodes/{outcode}, 200 with the place's latitude and
 * longitude (here its district's, from the offline table, a little off centre for a full postcode) or
 * 404 {"status":404,"error":"Postcode not found"}. Postcodes listed in `missing` do not exist though
 * their district does, as postcodes.io would say of SG14 9ZZ. `hang()` makes it stop answering.
 */
export interface PostcodesIoFake {
  url: string
  /** Requests received, by path. */
  requests: string[]
  hang(on: boolean): void
  close(): Promise<void>
}

export async function startPostcodesIoFake(missing: readonly string[] = ['SG149ZZ', 'SG139ZZ']): Promise<PostcodesIoFake> {
  const districts = createOutcodeCentroidsLookup()
  const requests: string[] = []
  let hanging = false
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/'
    requests.push(path)
    if (hanging) return
    const answer = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    const match = /^\/(postcodes|outcodes)\/([A-Za-z0-9]+)$/.exec(path)
    const code = decodeURIComponent(match?.[2] ?? '').toUpperCase()
    if (!match || missing.includes(code)) return answer(404, { status: 404, error: match?.[1] === 'outcodes' ? 'Outcode not found' : 'Postcode not found' })
    const entry = match[1] === 'postcodes' ? `${code.slice(0, -3)} ${code.slice(-3)}` : code
    districts.locate(entry).then((location) => {
      if (!location.found) return answer(404, { status: 404, error: 'Postcode not found' })
      const offset = match[1] === 'postcodes' ? 0.001 : 0
      answer(200, { status: 200, result: { postcode: entry, latitude: location.latitude + offset, longitude: location.longitude + offset } })
    }, () => answer(500, { status: 500, error: 'fake failed' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    hang: (on) => {
      hanging = on
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
