import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { arrayKey, encodeForm, encodeQuery, type FormScalar } from './form'

const expected = (value: FormScalar): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'boolean'
      ? value
        ? '1'
        : '0'
      : typeof value === 'number' && !Number.isFinite(value)
        ? ''
        : String(value)

describe('encodeForm', () => {
  it('sends null and undefined as empty strings, booleans as 1 / 0', () => {
    expect(encodeForm({ a: null, b: undefined, c: true, d: false, e: 0, f: 'é & =' }).toString()).toBe(
      'a=&b=&c=1&d=0&e=0&f=%C3%A9+%26+%3D',
    )
  })

  it('sends arrays as repeated key[] pairs, without doubling an explicit []', () => {
    const params = encodeForm({ inter: [3, 9], 'opts_body[]': ['x'] })
    expect(params.getAll('inter[]')).toEqual(['3', '9'])
    expect(params.getAll('opts_body[]')).toEqual(['x'])
    expect(params.has('inter')).toBe(false)
    expect(arrayKey('a[]')).toBe('a[]')
  })

  it('decodes back to the values it was given (null and undefined → "")', () => {
    const scalar = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
    )
    const key = fc.string({ minLength: 1 }).filter((k) => !k.endsWith('[]') && k !== '__proto__')
    fc.assert(
      fc.property(fc.dictionary(key, fc.oneof(scalar, fc.array(scalar, { maxLength: 4 }))), (fields) => {
        const decoded = new URLSearchParams(encodeForm(fields).toString())
        for (const [name, value] of Object.entries(fields)) {
          if (Array.isArray(value)) expect(decoded.getAll(`${name}[]`)).toEqual(value.map(expected))
          else expect(decoded.getAll(name)).toEqual([expected(value as FormScalar)])
        }
      }),
    )
  })
})

describe('encodeQuery', () => {
  it('leaves out undefined parameters but sends null empty', () => {
    expect(encodeQuery({ page: 2, nick: undefined, nom: null })).toBe('page=2&nom=')
    expect(encodeQuery(undefined)).toBe('')
  })
})
