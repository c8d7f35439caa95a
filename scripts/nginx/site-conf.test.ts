import { describe, expect, it } from 'vitest'
import { adFrameCsp, appCsp } from '../csp'
import { mainConf } from './main-conf'
import { SECURITY_HEADERS, siteConf } from './site-conf'

const conf = siteConf({ app: appCsp({ apiBase: 'https://api.flirt.example' }), adFrame: adFrameCsp() })

/** Each `location … { … }` block of the file, with its match. */
const locations = (text: string) =>
  [...text.matchAll(/^location (.+?) \{\n([\s\S]*?)^\}/gm)].map(([, match, body]) => ({
    match: match as string,
    body: body as string,
  }))

describe('siteConf', () => {
  it('repeats every security header and the policy in every location (add_header is not inherited)', () => {
    const blocks = locations(conf)
    expect(blocks.length).toBeGreaterThanOrEqual(10)
    for (const { match, body } of blocks) {
      expect(body, match).toMatch(/add_header Content-Security-Policy ".+" always;/)
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect(body, `${name} in ${match}`).toContain(`add_header ${name} "${value}" always;`)
    }
  })

  it('never sends a cache header on errors, so a 404 is not kept for a year', () => {
    const cacheLines = conf.split('\n').filter((line) => line.includes('add_header Cache-Control'))
    expect(cacheLines.length).toBe(locations(conf).length)
    for (const line of cacheLines) expect(line).not.toContain('always')
  })

  it("gives the ad frame its own policy and the app's to everything else", () => {
    const blocks = locations(conf)
    const adFrame = blocks.find((b) => b.match === '= /ad-frame.html')
    expect(adFrame?.body).toContain(`"${adFrameCsp()}"`)
    for (const block of blocks.filter((b) => b !== adFrame))
      expect(block.body, block.match).toContain('https://api.flirt.example')
  })

  it('leaves brotli_static to the host: nginx without the module would refuse the directive', () => {
    expect(conf).not.toContain('brotli')
    expect(conf).toContain('gzip_static on;')
  })

  it('escapes quotes in a policy', () => {
    expect(siteConf({ app: 'a "b"', adFrame: 'c' })).toContain('"a \\"b\\"" always;')
  })
})

describe('mainConf', () => {
  const base = {
    root: '/srv/my build',
    host: '127.0.0.1',
    port: 48001,
    tmp: '/tmp/flirt-nginx-1',
    mimeTypes: '/etc/nginx/mime.types',
  }

  it('keeps every path nginx writes in the temporary folder, quoted', () => {
    const text = mainConf({ ...base, brotli: false, modules: [] })
    expect(text).toContain('pid "/tmp/flirt-nginx-1/nginx.pid";')
    expect(text).toContain('error_log "/tmp/flirt-nginx-1/error.log" warn;')
    expect(text).toContain('access_log "/tmp/flirt-nginx-1/access.log";')
    for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
      expect(text).toContain(`${kind}_temp_path "/tmp/flirt-nginx-1/${kind}";`)
    expect(text).toContain('root "/srv/my build";')
    expect(text).toContain('include "/srv/my build/.nginx/site.conf";')
    expect(text).toContain('listen 127.0.0.1:48001;')
    expect(text).not.toMatch(/brotli|load_module|^user /m)
  })

  it('loads the brotli module and sends .br files only when the machine has it; names the user for root', () => {
    const text = mainConf({
      ...base,
      brotli: true,
      modules: ['/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'],
      user: 'root',
    })
    expect(text).toMatch(/^load_module "\/usr\/lib\/nginx\/modules\/ngx_http_brotli_static_module\.so";$/m)
    expect(text).toContain('brotli_static on;')
    expect(text).toMatch(/^user root;$/m)
  })
})
