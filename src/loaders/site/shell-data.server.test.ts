import { beforeEach, describe, expect, it, vi } from 'vitest'

/*
 * Spec 000 section 8: 'Alert fetch: with no items, or on an exception, ... no banner shows.' The
 * alerts are read through Payload; here Payload is a fake whose find() answers or throws.
 */
const find = vi.fn()
const logError = vi.fn()

vi.mock('server-only', () => ({}))
vi.mock('./content.server', () => ({ getSiteConfig: vi.fn() }))
vi.mock('./payload.server', () => ({
  payloadClient: async () => ({ find, logger: { error: logError } }),
}))

const { getShellAlerts } = await import('./shell-data.server')
const { contentCache } = await import('@/content/content-cache')

describe('getShellAlerts', () => {
  beforeEach(() => {
    // Each test reads afresh: the content cache would otherwise answer with the first test's alerts.
    contentCache.invalidate(0)
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
