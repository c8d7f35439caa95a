import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { precompressDir } from './precompress'

let dir = ''
const text = (n: number) => Array.from({ length: n }, (_, i) => `line ${i % 7}: rencontre\n`).join('')
const write = (path: string, body: string | Buffer) => {
  mkdirSync(join(dir, path, '..'), { recursive: true })
  writeFileSync(join(dir, path), body)
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'precompress-'))
})
afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

describe('precompressDir', () => {
  it('writes a .gz and a .br beside each text file, holding the same bytes', () => {
    write('index.html', text(200))
    write('assets/app-abc123.js', text(300))
    write('widget/loader.js', text(100))
    precompressDir(dir)
    for (const file of ['index.html', 'assets/app-abc123.js', 'widget/loader.js']) {
      const original = readFileSync(join(dir, file))
      expect(gunzipSync(readFileSync(join(dir, `${file}.gz`)))).toEqual(original)
      expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`)))).toEqual(original)
    }
  })

  it('leaves pictures, fonts, build metadata and files compression does not shrink alone', () => {
    write('assets/font-abc.woff2', text(200))
    write('.vite/manifest.json', text(200))
    write('.nginx/site.conf', text(200))
    write('robots.txt', 'x')
    precompressDir(dir)
    for (const file of ['assets/font-abc.woff2', '.vite/manifest.json', '.nginx/site.conf', 'robots.txt']) {
      expect(existsSync(join(dir, `${file}.gz`)), file).toBe(false)
      expect(existsSync(join(dir, `${file}.br`)), file).toBe(false)
    }
  })

  it('redoes only the files changed since their copies were written (a second build pass)', () => {
    write('assets/widget-abc.js', text(200))
    write('loader.js', text(50))
    precompressDir(dir)
    const old = new Date(Date.now() - 60_000)
    utimesSync(join(dir, 'assets/widget-abc.js.br'), old, old)
    // The copy now looks older than its file: it must be redone, and hold the new text.
    write('assets/widget-abc.js', text(250))
    // This one is newer than its file: it must be left as it is.
    writeFileSync(join(dir, 'loader.js.br'), 'kept')
    const later = new Date(Date.now() + 60_000)
    utimesSync(join(dir, 'loader.js.br'), later, later)
    precompressDir(dir)
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets/widget-abc.js.br'))).toString()).toBe(
      text(250),
    )
    expect(readFileSync(join(dir, 'loader.js.br'), 'utf8')).toBe('kept')
  })
})
