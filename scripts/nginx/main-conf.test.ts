import { describe, expect, it } from 'vitest'
import { hasHttp2Directive, type MainConfOptions, mainConf } from './main-conf'

const base: MainConfOptions = {
  root: '/srv/flirt/dist',
  host: '127.0.0.1',
  port: 47321,
  tmp: '/tmp/flirt-nginx-x',
  mimeTypes: '/etc/nginx/mime.types',
  brotli: false,
  modules: [],
}
const tls = { certificate: '/repo/.certs/localhost.pem', key: '/repo/.certs/localhost-key.pem' }

/** The `server { … }` block's lines, trimmed. */
const serverLines = (conf: string) =>
  (conf.match(/^ {2}server \{\n([\s\S]*?)^ {2}\}/m)?.[1] ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

describe('mainConf', () => {
  it('listens on plain HTTP/1.1 without tls, with no TLS or HTTP/2 directive', () => {
    const lines = serverLines(mainConf(base))
    expect(lines).toContain('listen 127.0.0.1:47321;')
    expect(lines.join('\n')).not.toMatch(/ssl|http2/)
  })

  it('speaks TLS and HTTP/2 with the certificate on nginx 1.25.1 and later (`http2 on;`)', () => {
    const lines = serverLines(mainConf({ ...base, tls, version: '1.27.4' }))
    expect(lines).toContain('listen 127.0.0.1:47321 ssl;')
    expect(lines).toContain('http2 on;')
    expect(lines).toContain('ssl_certificate "/repo/.certs/localhost.pem";')
    expect(lines).toContain('ssl_certificate_key "/repo/.certs/localhost-key.pem";')
    expect(lines).toContain('ssl_protocols TLSv1.2 TLSv1.3;')
  })

  it("uses listen's http2 parameter on older nginx (Debian 12's 1.22), which refuses `http2 on;`", () => {
    const lines = serverLines(mainConf({ ...base, tls, version: '1.22.1' }))
    expect(lines).toContain('listen 127.0.0.1:47321 ssl http2;')
    expect(lines).not.toContain('http2 on;')
  })

  it('still includes the build’s own site.conf and root behind TLS', () => {
    const lines = serverLines(mainConf({ ...base, tls, version: '1.22.1', brotli: true }))
    expect(lines).toContain('root "/srv/flirt/dist";')
    expect(lines).toContain('brotli_static on;')
    expect(lines.at(-1)).toBe('include "/srv/flirt/dist/.nginx/site.conf";')
  })

  it.each([
    ['1.25.1', true],
    ['1.25.0', false],
    ['1.24.9', false],
    ['1.26.0', true],
    ['2.0.0', true],
    ['unknown', false],
    [undefined, false],
  ])('knows whether nginx %s has the http2 directive (%s)', (version, expected) => {
    expect(hasHttp2Directive(version)).toBe(expected)
  })
})
