import { spawn } from 'node:child_process'
import { once } from 'node:events'

import { describe, expect, it } from 'vitest'

/** A server in a child process of its own, stopped with `signal` as Ctrl+C or a supervisor would. */
async function stopChild(signal: NodeJS.Signals): Promise<{ code: number | null; output: string }> {
  const script = `
    import { createServer } from 'node:http'
    import { stopOnSignals } from './src/server/stop-on-signals.ts'
    const server = createServer((_req, res) => res.end('ok'))
    stopOnSignals(server, { name: 'the booking API', log: { info: (m) => console.log(m), warn: (m) => console.log(m) } })
    server.listen(0, '127.0.0.1', () => console.log('listening'))
  `
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString()
    if (output.includes('listening')) child.kill(signal)
  })
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const [code] = (await once(child, 'exit')) as [number | null]
  return { code, output }
}

describe('stopping a server of ours (issue 22 point 6)', () => {
  it('says that it stopped on SIGTERM, and exits 0', async () => {
    const { code, output } = await stopChild('SIGTERM')
    expect(output).toContain('SIGTERM: stopping the booking API')
    expect(output).toContain('Stopped the booking API')
    expect(code).toBe(0)
  })

  it('says the same on Ctrl+C (SIGINT)', async () => {
    const { code, output } = await stopChild('SIGINT')
    expect(output).toContain('SIGINT: stopping the booking API')
    expect(output).toContain('Stopped the booking API')
    expect(code).toBe(0)
  })
})
