import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SHELL_HEAD_SCRIPT } from './shell-head'

/** Runs the first script as the browser does, in a page served as `lang` for `audience`. */
function runIn(lang: string, audience?: 'member' | 'visitor') {
  const root = document.documentElement
  root.lang = lang
  if (audience) root.setAttribute('data-shell', audience)
  // biome-ignore lint/security/noGlobalEval: the inline script exactly as the pages carry it
  globalThis.eval(SHELL_HEAD_SCRIPT)
  return {
    stale: root.hasAttribute('data-shell-stale'),
    dark: root.classList.contains('dark'),
    light: root.classList.contains('light'),
  }
}

const cookie = (name: string) => document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`))?.[1]

describe('the pages’ first script', () => {
  beforeEach(() => {
    localStorage.clear()
    const root = document.documentElement
    for (const name of ['data-shell', 'data-shell-stale', 'class', 'style']) root.removeAttribute(name)
  })
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: clears the cookies the script under test writes the same way
    for (const name of ['flirt_lang', 'flirt_member']) document.cookie = `${name}=; max-age=0; path=/`
  })

  it('leaves a shell in the stored language, for a member with a login, as it is', () => {
    localStorage.setItem('lang', 'en')
    localStorage.setItem('auth', '{"user_id":"1","session_id":"s"}')
    expect(runIn('en', 'member').stale).toBe(false)
    expect(cookie('flirt_lang')).toBe('en')
    expect(cookie('flirt_member')).toBe('1')
  })

  it('hides a shell in another language than the stored one', () => {
    localStorage.setItem('lang', 'es')
    localStorage.setItem('auth', '{"user_id":"1","session_id":"s"}')
    expect(runIn('fr', 'member').stale).toBe(true)
    // The next page comes in Spanish.
    expect(cookie('flirt_lang')).toBe('es')
  })

  it('reads no stored language as French, the app’s default', () => {
    localStorage.setItem('auth', '{"user_id":"1","session_id":"s"}')
    expect(runIn('fr', 'member').stale).toBe(false)
    expect(cookie('flirt_lang')).toBe('fr')
  })

  it('hides a member shell from a visitor, and a visitor shell from a member', () => {
    expect(runIn('fr', 'member').stale).toBe(true)
    expect(cookie('flirt_member')).toBe('0')
    document.documentElement.removeAttribute('data-shell-stale')
    localStorage.setItem('auth', '{"user_id":"1","session_id":"s"}')
    expect(runIn('fr', 'visitor').stale).toBe(true)
  })

  it('hides nothing on a page that is no shell (app.html, index.html)', () => {
    localStorage.setItem('lang', 'en')
    expect(runIn('fr').stale).toBe(false)
  })

  it('paints the chosen colour mode before the first paint', () => {
    localStorage.setItem('color-mode', 'dark')
    expect(runIn('fr')).toMatchObject({ dark: true, light: false })
    expect(document.documentElement.style.colorScheme).toBe('dark')
  })
})
