/** Where a server process listens: `--port N` (0: a free port) and `--hostname H` on its command line. */
export function listeningFlags(argv: string[], defaultPort: number): { port: number; hostname: string | undefined } {
  const value = (flag: string) => {
    const at = argv.indexOf(flag)
    return at > 0 ? argv[at + 1] : undefined
  }
  const portText = value('--port')
  const port = portText === undefined ? defaultPort : Number(portText)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`--port must be a port number, not ${portText}`)
  return { port, hostname: value('--hostname') }
}
