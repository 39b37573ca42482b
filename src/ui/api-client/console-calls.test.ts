import { afterEach, describe, expect, it, vi } from 'vitest'

import { postAttendance, postRelease } from './console-calls'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the console calls from the browser', () => {
  it('posts a register mark as the spec sends it: JSON content type, same-origin credentials', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }))
    vi.stubGlobal('fetch', fetch)
    await expect(postAttendance('6f1c7a39-5a70-4d3e-9d48-2a0c3e0b1a11', true)).resolves.toBe(true)
    expect(fetch).toHaveBeenCalledWith('/eventsbookingapi/console/event/updateattdence?guid=6f1c7a39-5a70-4d3e-9d48-2a0c3e0b1a11&value=true', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      credentials: 'same-origin',
    })
  })

  it('posts a release with no body', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }))
    vi.stubGlobal('fetch', fetch)
    await expect(postRelease('abc')).resolves.toBe(true)
    expect(fetch).toHaveBeenCalledWith('/eventsbookingapi/console/ticket/release?ticketID=abc', { method: 'POST', credentials: 'same-origin' })
  })

  it('reports a refused call as not taken', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 409 })))
    await expect(postAttendance('abc', false)).resolves.toBe(false)
    await expect(postRelease('abc')).resolves.toBe(false)
  })

  it('reports a network failure as not taken instead of throwing', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))
    await expect(postAttendance('abc', true)).resolves.toBe(false)
    await expect(postRelease('abc')).resolves.toBe(false)
  })
})
