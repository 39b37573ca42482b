import { describe, expect, it } from 'vitest'

import { CHECK_IN_PERMISSIONS_POLICY, newNonce, pageContentSecurityPolicy, PERMISSIONS_POLICY } from './security-headers'

describe('pageContentSecurityPolicy', () => {
  it('runs only scripts with the nonce, embeds only the map, and is framed by nothing', () => {
    const csp = pageContentSecurityPolicy({ nonce: 'abc', dev: false, https: false })
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic';")
    expect(csp).toContain("frame-src 'self' https://www.openstreetmap.org;")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toMatch(/frame-ancestors 'none'$/)
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).not.toContain('gravatar')
  })

  it('upgrades on https, evaluates only in development, and allows a configured widget and the admin\'s avatars', () => {
    const csp = pageContentSecurityPolicy({ nonce: 'n', dev: true, https: true, translateScriptUrl: 'https://translate.example/element.js?cb=x', admin: true })
    expect(csp).toMatch(/upgrade-insecure-requests$/)
    expect(csp).toContain("'unsafe-eval'")
    expect(csp).toContain("script-src 'self' 'nonce-n' 'strict-dynamic' 'unsafe-eval' https://translate.example;")
    expect(csp).toContain('https://www.gravatar.com')
    expect(pageContentSecurityPolicy({ nonce: 'n', dev: false, https: false, translateScriptUrl: 'not a url' })).not.toContain('not a url')
  })
})

describe('the payment hand-off in the page policy', () => {
  it("lets a site page's form go to the council card-payment page, and no admin page's", () => {
    const origins = ['https://payments.example.gov.uk']
    expect(pageContentSecurityPolicy({ nonce: 'n', dev: false, https: false, formActionOrigins: origins })).toContain("form-action 'self' https://payments.example.gov.uk;")
    expect(pageContentSecurityPolicy({ nonce: 'n', dev: false, https: false, formActionOrigins: origins, admin: true })).toContain("form-action 'self';")
  })
})

describe('newNonce', () => {
  it('is 128 random bits, different every time', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce))
    expect(nonces.size).toBe(100)
    expect([...nonces][0]).toMatch(/^[A-Za-z0-9+/]{22}==$/)
  })
})

describe('the camera', () => {
  it('is off everywhere but the check-in page, which may use it itself and lets nothing it embeds', () => {
    expect(PERMISSIONS_POLICY).toContain('camera=()')
    expect(CHECK_IN_PERMISSIONS_POLICY).toContain('camera=(self)')
    expect(CHECK_IN_PERMISSIONS_POLICY.replace('camera=(self)', 'camera=()')).toBe(PERMISSIONS_POLICY)
  })
})
