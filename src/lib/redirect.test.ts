import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_REDIRECT, safeRedirect } from './redirect'

const ORIGIN = 'https://flirt.example'

describe('safeRedirect', () => {
  it.each([
    ['/app/search', '/app/search'],
    ['/app', '/app'],
    ['/app/search/result?age_from=25&page=2', '/app/search/result?age_from=25&page=2'],
    ['/app/chat/julie-42#bottom', '/app/chat/julie-42#bottom'],
    ['/app/users/../../admin', DEFAULT_REDIRECT],
  ])('keeps same-origin paths under /app: %s', (input, expected) => {
    expect(safeRedirect(input, ORIGIN)).toBe(expected)
  })

  it.each([
    '//evil.com',
    '//evil.com/app',
    '/\\evil.com',
    '/%5cevil.com',
    '/%5Cevil.com/app',
    '/\tevil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    'http:evil.com',
    'http://evil.com/app',
    'https://flirt.example.evil.com/app',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/applications',
    '/',
    '',
    'app/search',
    '\\\\evil.com',
    '/app/%2f%2fevil.com',
    '///evil.com',
    '/%09/evil.com',
    'https://user:pass@flirt.example/app',
  ])('rejects %j', (input) => {
    expect(safeRedirect(input, ORIGIN)).toBe(DEFAULT_REDIRECT)
  })

  it('rejects non-strings', () => {
    expect(safeRedirect(undefined, ORIGIN)).toBe(DEFAULT_REDIRECT)
    expect(safeRedirect(null, ORIGIN)).toBe(DEFAULT_REDIRECT)
    expect(safeRedirect(['/app'], ORIGIN)).toBe(DEFAULT_REDIRECT)
  })

  // Pieces of the known bypasses, shuffled together: slashes and backslashes in every encoding,
  // whitespace and control characters browsers strip, schemes, credentials, dot segments, look-alike
  // Unicode (fullwidth solidus, division slash) and hosts.
  const fragment = fc.constantFrom(
    '/',
    '//',
    '\\',
    '\\\\',
    '%2f',
    '%2F',
    '%5c',
    '%5C',
    '%252f',
    '\t',
    '\n',
    '\r',
    '\u0000',
    ' ',
    '\u00a0',
    '\u3000',
    '\uff0f',
    '\u2215',
    '\u2044',
    '\ufe68',
    '\uff3c',
    '.',
    '..',
    '%2e',
    '%2e%2e',
    '@',
    ':',
    '#',
    '?',
    '&',
    'app',
    '/app',
    '/app/',
    'evil.com',
    'flirt.example',
    'flirt.example.evil.com',
    'javascript:',
    'JAVASCRIPT:',
    'java\tscript:',
    'data:',
    'vbscript:',
    'http:',
    'https:',
    'file:',
    'user:pass@',
    'alert(1)',
    '<script>',
  )
  const bypassLike = fc.array(fragment, { minLength: 1, maxLength: 8 }).map((parts) => parts.join(''))

  it('never leaves the origin nor /app, and never throws, for 10,000 generated inputs', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc.webUrl({ withFragments: true, withQueryParameters: true }),
          fc.string({ unit: 'binary' }).map((s) => `/${s}`),
          fc.string().map((s) => `/app/${s}`),
          fc.string().map((s) => `//${s}`),
          bypassLike,
          bypassLike.map((s) => `/app${s}`),
        ),
        (input) => {
          const out = safeRedirect(input, ORIGIN)
          const url = new URL(out, ORIGIN)
          expect(url.origin).toBe(ORIGIN)
          expect(url.pathname === '/app' || url.pathname.startsWith('/app/')).toBe(true)
          expect(out.startsWith('/')).toBe(true)
          expect(out.startsWith('//')).toBe(false)
        },
      ),
      { numRuns: 10_000 },
    )
  })
})
