/**
 * URL-encoded key/value pairs for form bodies and query strings (spec section 7): null and undefined
 * are sent as empty strings, arrays as repeated `key[]` pairs (the spec's `inter[]` and `opts_body[]`),
 * booleans as '1' / '0' (the server's own flag convention). Pure, so it is property-tested.
 */

export type FormScalar = string | number | boolean | null | undefined
export type FormValue = FormScalar | readonly FormScalar[]
export type FormFields = Readonly<Record<string, FormValue>>

function scalar(value: FormScalar): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean') return value ? '1' : '0'
  if (typeof value === 'number' && !Number.isFinite(value)) return ''
  return String(value)
}

/** The key under which an array's items are sent: `inter` and `inter[]` both become `inter[]`. */
export function arrayKey(key: string): string {
  return key.endsWith('[]') ? key : `${key}[]`
}

/** Encodes fields in their given order; an empty array sends nothing, as an HTML form would. */
export function encodeForm(fields: FormFields): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) {
      for (const item of value as readonly FormScalar[]) params.append(arrayKey(key), scalar(item))
    } else {
      params.append(key, scalar(value as FormScalar))
    }
  }
  return params
}

/**
 * The query string of some fields, without the leading '?'. Unlike a form body, a query leaves out
 * keys whose value is undefined, so optional parameters a caller did not give are not sent at all;
 * null is still sent empty.
 */
export function encodeQuery(fields: FormFields | undefined): string {
  if (!fields) return ''
  const given = Object.entries(fields).filter(([, value]) => value !== undefined)
  return encodeForm(Object.fromEntries(given)).toString()
}
