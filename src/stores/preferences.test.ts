import { afterEach, describe, expect, it, vi } from 'vitest'
import { applyColorMode, preferences, setColorMode, setLanguage } from './preferences'

describe('the preferences store', () => {
  afterEach(() => {
    vi.useRealTimers()
    setColorMode('system')
    setLanguage('fr')
    localStorage.clear()
  })

  it('changes and persists the colour mode, and paints it on <html> in the next frame', () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    })
    setColorMode('dark')
    expect(preferences.colorMode).toBe('dark')
    expect(localStorage.getItem('color-mode')).toBe('dark')
    // The switch's own frame paints first; the page is re-themed after it.
    expect(document.documentElement.classList.contains('dark')).toBe(false)
    vi.advanceTimersByTime(20)
    expect(document.documentElement.classList.contains('dark')).toBe(true)
    expect(document.documentElement.style.colorScheme).toBe('dark')
    setColorMode('light')
    vi.advanceTimersByTime(20)
    expect(document.documentElement.classList.contains('dark')).toBe(false)
    expect(document.documentElement.classList.contains('light')).toBe(true)
  })

  it('paints the mode chosen last when two choices come within a frame', () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    })
    setColorMode('dark')
    setColorMode('light')
    vi.advanceTimersByTime(20)
    expect(document.documentElement.classList.contains('light')).toBe(true)
    expect(document.documentElement.classList.contains('dark')).toBe(false)
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
