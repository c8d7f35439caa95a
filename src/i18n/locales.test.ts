/**
 * French is the source; English and Spanish must carry exactly the same keys (plural forms may
 * differ by language, so `_one` / `_other` / `_many` suffixes are compared by their base key), and
 * no translation may be empty.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const dir = join(import.meta.dirname, 'locales')
const PLURAL = /_(zero|one|two|few|many|other)$/

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>()
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v)
    }
  } else out.set(prefix, value)
  return out
}

const read = (lng: string, ns: string) =>
  flatten(JSON.parse(readFileSync(join(dir, lng, `${ns}.json`), 'utf8')))
const baseKeys = (keys: Map<string, unknown>) => new Set([...keys.keys()].map((k) => k.replace(PLURAL, '')))

const namespaces = readdirSync(join(dir, 'fr')).map((f) => f.replace(/\.json$/, ''))

describe.each(namespaces)('namespace %s', (ns) => {
  const fr = read('fr', ns)
  it.each(['en', 'es'])('%s has every French key and no other', (lng) => {
    const other = read(lng, ns)
    expect([...baseKeys(other)].sort()).toEqual([...baseKeys(fr)].sort())
  })
  it.each(['fr', 'en', 'es'])('%s has no empty string', (lng) => {
    const empty = [...read(lng, ns)].filter(([, v]) => v === '' || v === null).map(([k]) => k)
    expect(empty).toEqual([])
  })
})
