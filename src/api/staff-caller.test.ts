import { describe, expect, it } from 'vitest'

import { headersOf } from './staff-caller'

describe('the headers Payload verifies a staff session from', () => {
  it('are the request\'s, a repeated header joined', () => {
    const request = { headers: { cookie: 'payload-token=x', 'x-many': ['a', 'b'] } }
    expect(headersOf(request).get('x-many')).toBe('a, b')
    expect(headersOf(request).get('cookie')).toBe('payload-token=x')
  })
})
