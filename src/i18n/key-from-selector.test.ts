// @vitest-environment node
import { keyFromSelector as i18nexts } from 'i18next'
import { describe, expect, it } from 'vitest'
import { keyFromSelector } from './key-from-selector'

type Selector = (proxy: never) => unknown
/** What the selectors below read through. */
interface Keys {
  title: Keys
  a: Keys
  b: Keys
  c: Keys
  chat: Keys
  common: Keys
}
const cases: [string, Selector, Parameters<typeof keyFromSelector>[1]][] = [
  ['one key', ($: Keys) => $.title, undefined],
  ['a nested key', ($: Keys) => $.a.b.c, undefined],
  ['its own separator', ($: Keys) => $.a.b, { keySeparator: '/' }],
  ['no separator', ($: Keys) => $.a.b, { keySeparator: false }],
  ['a namespace of several', ($: Keys) => $.chat.a.b, { ns: ['common', 'chat'] }],
  ['the first namespace, not named', ($: Keys) => $.common.a, { ns: ['common', 'chat'] }],
  ['one namespace, strict', ($: Keys) => $.chat.a, { ns: 'chat', enableSelector: 'strict' }],
  ['one namespace, not strict', ($: Keys) => $.chat.a, { ns: 'chat' }],
  ['no namespace separator', ($: Keys) => $.chat.a, { ns: ['common', 'chat'], nsSeparator: false }],
  ['its own namespace separator', ($: Keys) => $.chat.a, { ns: ['common', 'chat'], nsSeparator: '::' }],
]

describe("keyFromSelector, react-i18next's one import of i18next on the first route", () => {
  it.each(cases)('answers as i18next does: %s', (_, selector, opts) => {
    const expected = i18nexts(selector as never, opts as never)
    expect(keyFromSelector(selector, opts)).toBe(expected)
  })
})
