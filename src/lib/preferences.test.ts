import { beforeEach, describe, expect, it } from 'vitest'
import { readColorMode, readLanguage, resolveColorScheme, writeColorMode, writeLanguage } from './preferences'

describe('preferences', () => {
  beforeEach(() => localStorage.clear())

  it('defaults the colour mode to system and persists a choice', () => {
    expect(readColorMode()).toBe('system')
    writeColorMode('dark')
    expect(readColorMode()).toBe('dark')
  })
  it('ignores an unknown stored colour mode', () => {
    localStorage.setItem('color-mode', 'purple')
    expect(readColorMode()).toBe('system')
  })
  it('persists the language', () => {
    expect(readLanguage()).toBeNull()
    writeLanguage('es')
    expect(readLanguage()).toBe('es')
  })
  it('resolves system to the operating system scheme', () => {
    expect(resolveColorScheme('system', true)).toBe('dark')
    expect(resolveColorScheme('system', false)).toBe('light')
    expect(resolveColorScheme('light', true)).toBe('light')
    expect(resolveColorScheme('dark', false)).toBe('dark')
  })
})
