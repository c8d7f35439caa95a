/**
 * Lenient readers for wire values. The API mixes strings and numbers, sends flags as '1', and PHP
 * turns some lists into objects keyed "0", "1", ...; these readers accept all of that, never throw,
 * and fall back to a stable default, so a normalizer built on them cannot crash a screen.
 */

export type Loose = Record<string, unknown>

export function isRecord(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** An object to read fields from; anything else reads as an empty one. */
export function record(value: unknown): Loose {
  return isRecord(value) ? value : {}
}

/** A string: numbers become their text, anything else ''. Trimmed. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return ''
}

/** A non-empty string, or null. */
export function optionalText(value: unknown): string | null {
  const t = text(value)
  return t === '' ? null : t
}

/** A finite number from a number or numeric text, or null. */
export function optionalNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim().replace(',', '.'))
    return Number.isFinite(n) ? n : null
  }
  return null
}

export function number(value: unknown, fallback = 0): number {
  return optionalNumber(value) ?? fallback
}

/** The server's flags: 1, '1', true, 'true', 'yes', 'on' are set; anything else is not. */
export function flag(value: unknown): boolean {
  if (value === true || value === 1) return true
  if (typeof value === 'string') return ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase())
  return false
}

/** A list: an array as is, a PHP-style object of items as its values, anything else empty. */
export function list(value: unknown): unknown[] {
  if (Array.isArray(value)) return value
  if (isRecord(value)) {
    const values = Object.values(value)
    return values.length > 0 && values.every((v) => isRecord(v)) ? values : []
  }
  return []
}

/** A date as the server sent it, or null when empty or MySQL's zero date. */
export function optionalDate(value: unknown): string | null {
  const t = text(value)
  return t === '' || t.startsWith('0000-00-00') ? null : t
}

/** The first field, in order, whose value is present (not undefined, null or ''). */
export function firstPresent(source: Loose, keys: readonly string[]): unknown {
  for (const key of keys) {
    const value = source[key]
    if (value !== undefined && value !== null && value !== '') return value
  }
  return undefined
}

/**
 * The list inside an answer whose wrapper the spec leaves open: the answer itself when it is a list,
 * else the first of `keys` (dotted paths allowed, as `result.tab_profils`) that holds a non-empty list,
 * else the first that holds a list at all.
 */
export function listAt(answer: unknown, keys: readonly string[]): unknown[] {
  if (Array.isArray(answer)) return answer
  let firstEmpty: unknown[] | undefined
  for (const key of keys) {
    let value: unknown = answer
    for (const part of key.split('.')) value = record(value)[part]
    const items = list(value)
    if (items.length > 0) return items
    if (firstEmpty === undefined && (Array.isArray(value) || isRecord(value))) firstEmpty = items
  }
  return firstEmpty ?? []
}
