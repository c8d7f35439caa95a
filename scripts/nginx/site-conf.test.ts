import { describe, expect, it } from 'vitest'
import { adFrameCsp, appCsp } from '../csp'
import { mainConf } from './main-conf'
import { nginxPattern } from './page-preloads'
import { SECURITY_HEADERS, shellVariables, siteConf } from './site-conf'

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

describe('site.conf with the prerendered shells', () => {
  const pages = [
    { path: '/app/account/settings', modules: ['assets/a.js'] },
    { path: '/app/users/:userSlug', modules: ['assets/b.js'] },
    { path: '/app/logout', modules: ['assets/c.js'] },
  ]
  const conf = siteConf({ app: appCsp(), adFrame: adFrameCsp(), pages, shells: true })
  const blocks = locations(conf)
  const blockOf = (path: string) => blocks.find((b) => b.match === `~ ${nginxPattern(path)}`)?.body ?? ''

  it('picks the language from the flirt_lang cookie, French by default, before any location', () => {
    expect(conf).toContain(shellVariables())
    expect(shellVariables()).toMatch(/^set \$shell_lang fr;$/m)
    expect(shellVariables()).toContain('if ($cookie_flirt_lang ~ ^(en|es)$) {')
    expect(conf.indexOf('set $shell_lang fr;')).toBeLessThan(conf.indexOf('location '))
  })

  it('answers each page of a family with its shell in that language, app.html when it is missing', () => {
    expect(blockOf('/app/account/settings')).toContain(
      'try_files /shells/$shell_lang/app-account-settings.html /app.html =404;',
    )
    expect(blockOf('/app/account/settings')).toContain('add_header Vary "Cookie";')
    // The other headers are still there (add_header is not inherited).
    expect(blockOf('/app/account/settings')).toContain('add_header Content-Security-Policy')
  })

  it("leaves a shell's chunks to the shell (after its first paint), not to a Link header", () => {
    expect(blockOf('/app/account/settings')).not.toContain('assets/a.js')
    expect(blockOf('/app/users/:userSlug')).not.toContain('assets/b.js')
    const withApi = siteConf({
      app: appCsp(),
      adFrame: adFrameCsp(),
      pages,
      shells: true,
      apiOrigin: 'https://api.test',
    })
    const settings = locations(withApi).find(
      (b) => b.match === `~ ${nginxPattern('/app/account/settings')}`,
    )?.body
    expect(settings).toContain('<https://api.test>; rel=preconnect')
    expect(settings).not.toContain('assets/a.js')
  })

  it("sends a shared profile link's visitor shell unless the member cookie says a login is kept", () => {
    expect(shellVariables()).toContain('set $shell_audience .visitor;')
    expect(shellVariables()).toContain('if ($cookie_flirt_member = 1) {')
    expect(blockOf('/app/users/:userSlug')).toContain(
      'try_files /shells/$shell_lang/app-users-_$shell_audience.html /app.html =404;',
    )
  })

  it('sends app.html to a page with no shell, and no cookie rules to a build without shells', () => {
    expect(blockOf('/app/logout')).toContain('try_files /app.html =404;')
    expect(blockOf('/app/logout')).not.toContain('Vary')
    const plain = siteConf({ app: appCsp(), adFrame: adFrameCsp(), pages })
    expect(plain).not.toContain('$shell_lang')
    expect(plain).not.toContain('/shells/')
  })
})
