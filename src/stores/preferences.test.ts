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

  it("gives the browser's chrome the chosen scheme's theme-color, and the system's back for 'system'", () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<meta name="theme-color" media="(prefers-color-scheme: light)" data-scheme="light" content="#FFFFFF">' +
        '<meta name="theme-color" media="(prefers-color-scheme: dark)" data-scheme="dark" content="#22252D">',
    )
    const media = () =>
      [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map(
        (meta) => `${meta.content} ${meta.media}`,
      )
    try {
      applyColorMode('dark')
      expect(media()).toEqual(['#FFFFFF not all', '#22252D all'])
      applyColorMode('light')
      expect(media()).toEqual(['#FFFFFF all', '#22252D not all'])
      applyColorMode('system')
      expect(media()).toEqual([
        '#FFFFFF (prefers-color-scheme: light)',
        '#22252D (prefers-color-scheme: dark)',
      ])
    } finally {
      for (const meta of document.querySelectorAll('meta[name="theme-color"]')) meta.remove()
    }
  })

  it('paints any root it is given', () => {
    const root = document.createElement('div')
    applyColorMode('dark', root)
    expect(root.className).toBe('dark')
  })
})
