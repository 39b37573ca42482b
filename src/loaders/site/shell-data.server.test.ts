import { beforeEach, describe, expect, it, vi } from 'vitest'

/*
 * Spec 000 section 8: 'Alert fetch: with no items, or on an exception, ... no banner shows.' The
 * alerts are read through Payload; here Payload is a fake whose find() answers or throws.
 */
const find = vi.fn()
const logError = vi.fn()

vi.mock('server-only', () => ({}))
// The content's version always settling: the content cache keeps nothing, so each test reads afresh.
vi.mock('@/booking/db/content-version.server', () => ({
  readContentVersion: async () => ({ version: 1, settling: true }),
  raiseContentVersion: async () => undefined,
}))
vi.mock('./content.server', () => ({ getSiteConfig: vi.fn() }))
vi.mock('./payload.server', () => ({
  payloadClient: async () => ({ find, logger: { error: logError } }),
}))

const { getShellAlerts } = await import('./shell-data.server')

describe('getShellAlerts', () => {
  beforeEach(() => {
    find.mockReset()
    logError.mockReset()
  })

  it('maps published alerts onto the shell shape, with their paths', async () => {
    find.mockResolvedValue({
      docs: [{ id: 7, title: 'Step 2 Skills enrolment is open', content: null, matchLocations: [{ path: '/step2skills' }] }],
    })
    expect(await getShellAlerts()).toEqual([
      { id: '7', title: 'Step 2 Skills enrolment is open', contentHtml: '', matchLocations: ['/step2skills'] },
    ])
    expect(find).toHaveBeenCalledWith(expect.objectContaining({ collection: 'alerts', overrideAccess: false, sort: '-updatedAt' }))
  })

  it('gives no alerts when there are none', async () => {
    find.mockResolvedValue({ docs: [] })
    expect(await getShellAlerts()).toEqual([])
  })

  it('gives no alerts, and logs the cause, when they cannot be read', async () => {
    const failure = new Error('connection refused')
    find.mockRejectedValue(failure)
    expect(await getShellAlerts()).toEqual([])
    expect(logError).toHaveBeenCalledWith({ err: failure }, expect.stringContaining('no banner'))
  })
})
