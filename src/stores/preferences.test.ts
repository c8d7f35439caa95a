import { afterEach, describe, expect, it } from 'vitest'
import { applyColorMode, preferences, setColorMode, setLanguage } from './preferences'

describe('the preferences store', () => {
  afterEach(() => {
    setColorMode('system')
    setLanguage('fr')
    localStorage.clear()
  })

  it('changes and persists the colour mode, and paints it on <html>', () => {
    setColorMode('dark')
    expect(preferences.colorMode).toBe('dark')
    expect(localStorage.getItem('color-mode')).toBe('dark')
    expect(document.documentElement.classList.contains('dark')).toBe(true)
    expect(document.documentElement.style.colorScheme).toBe('dark')
    setColorMode('light')
    expect(document.documentElement.classList.contains('dark')).toBe(false)
    expect(document.documentElement.classList.contains('light')).toBe(true)
  })

  it('changes and persists the language', () => {
    setLanguage('es')
    expect(preferences.language).toBe('es')
    expect(localStorage.getItem('lang')).toBe('es')
  })

  it('paints any root it is given', () => {
    const root = document.createElement('div')
    applyColorMode('dark', root)
    expect(root.className).toBe('dark')
  })
})
