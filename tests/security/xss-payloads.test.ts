import { describe, expect, it } from 'vitest'
import { type XssFamily, xssPayloads, xssSample } from './xss-payloads'

const FAMILIES: XssFamily[] = [
  'script-tag',
  'event-handler',
  'javascript-url',
  'svg',
  'data-url',
  'iframe',
  'css',
  'template',
  'polyglot',
  'markup-breakout',
]

describe('the XSS corpus', () => {
  const payloads = xssPayloads()

  it('has at least 500 distinct payloads', () => {
    expect(new Set(payloads.map((p) => p.text)).size).toBe(payloads.length)
    expect(payloads.length).toBeGreaterThanOrEqual(500)
  })

  it.each(FAMILIES)('covers the %s family, raw and encoded', (family) => {
    const ofFamily = payloads.filter((p) => p.family === family)
    expect(ofFamily.length).toBeGreaterThanOrEqual(10)
    expect(ofFamily.some((p) => p.text.includes('%3C') || p.text.includes('&lt;'))).toBe(
      ofFamily.some((p) => p.text.includes('<')),
    )
  })

  it('samples every family for the end-to-end walks', () => {
    expect(new Set(xssSample().map((p) => p.family))).toEqual(new Set(FAMILIES))
  })
})
