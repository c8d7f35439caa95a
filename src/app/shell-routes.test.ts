import { describe, expect, it } from 'vitest'
import { PAGE_NAMESPACES } from './page-routes'
import { allShells, SHELL_FAMILIES, shellFamilyOf, shellFile, shellLanguageOf } from './shell-routes'

describe('shell families', () => {
  it('gives every page pattern a shell but the logout and the static pages', () => {
    const patterns = SHELL_FAMILIES.map((f) => f.pattern)
    expect(patterns).toEqual(
      Object.keys(PAGE_NAMESPACES).filter((p) => p !== '/app/logout' && p !== '/app/page/:slug'),
    )
    expect(shellFamilyOf('/app/logout')).toBeUndefined()
    expect(shellFamilyOf('/app/register')).toBeUndefined()
  })

  it('names each shell file after its pattern, one folder per language, distinct', () => {
    const chat = shellFamilyOf('/app/chat/:chatSlug')
    expect(chat).toMatchObject({ name: 'app-chat-_', examplePath: '/app/chat/_', visitor: false })
    if (!chat) return
    expect(shellFile(chat, 'en', 'member')).toBe('shells/en/app-chat-_.html')
    const home = shellFamilyOf('/app')
    expect(home && shellFile(home, 'fr', 'member')).toBe('shells/fr/app.html')
    const files = allShells().map((s) => shellFile(s.family, s.language, s.audience))
    expect(new Set(files).size).toBe(files.length)
  })

  it("gives a shared profile link a visitor's shell too, and no other page", () => {
    expect(SHELL_FAMILIES.filter((f) => f.visitor).map((f) => f.pattern)).toEqual(['/app/users/:userSlug'])
    const profile = shellFamilyOf('/app/users/:userSlug')
    expect(profile && shellFile(profile, 'es', 'visitor')).toBe('shells/es/app-users-_.visitor.html')
    expect(allShells()).toHaveLength(SHELL_FAMILIES.length * 3 + 3)
  })

  it('reads a language cookie as nginx does: French unless it names another language of the app', () => {
    expect(shellLanguageOf('en')).toBe('en')
    expect(shellLanguageOf('es')).toBe('es')
    expect(shellLanguageOf(undefined)).toBe('fr')
    expect(shellLanguageOf('de')).toBe('fr')
  })
})
