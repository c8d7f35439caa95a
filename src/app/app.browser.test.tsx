import { beforeEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { memoryLocation } from 'wouter/memory-location'
import '../components/ui/styles/index.css'
import { createI18n } from '../i18n/i18n'
import { writeStoredLogin } from '../lib/stored-login'
import { sessionMachine } from '../machines/session/session.machine'
import { makeUser, stubActors } from '../machines/session/session.test-support'
import { App } from './app'

async function renderAt(path: string) {
  const i18n = await createI18n('fr')
  const location = memoryLocation({ path, record: true })
  // The session's lookup is stubbed: this test is about the shell, not the API.
  const sessionLogic = sessionMachine.provide({
    actors: stubActors({ fetchCurrentUser: async () => makeUser() }),
  })
  const screen = await render(
    <App
      i18n={i18n}
      locationHook={location.hook}
      searchHook={location.searchHook}
      sessionLogic={sessionLogic}
    />,
  )
  return { screen, location, i18n }
}

describe('app shell in a real browser', () => {
  beforeEach(() => {
    localStorage.clear()
  })

  it('sends a visitor from a guarded page to register with the original path', async () => {
    const { location } = await renderAt('/app/search')
    await expect.element(page.getByRole('heading', { level: 1, name: 'Inscription' })).toBeVisible()
    expect(location.history?.at(-1)).toBe('/app/register?redirect=%2Fapp%2Fsearch')
  })

  it('opens a profile page to visitors', async () => {
    const { location } = await renderAt('/app/users/anything-12')
    await expect.element(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible()
    expect(location.history?.at(-1)).toBe('/app/users/anything-12')
  })

  it('shows members their page and the member links of the footer', async () => {
    writeStoredLogin({ user_id: '1', session_id: 's' })
    await renderAt('/app/search')
    await expect.element(page.getByRole('heading', { level: 1, name: 'Recherche' })).toBeVisible()
    const footer = page.getByRole('navigation', { name: 'Pied de page' })
    await expect.element(footer.getByRole('link', { name: 'Albums photos' })).toBeVisible()
    await expect.element(footer.getByRole('link', { name: 'Contact' })).toBeVisible()
  })

  it('renders the static pages with their French titles', async () => {
    await renderAt('/app/page/cgu')
    await expect
      .element(page.getByRole('heading', { level: 1, name: "Conditions Générales d'Utilisation" }))
      .toBeVisible()
  })

  it('switches language from the header', async () => {
    await renderAt('/app/register')
    await page.getByRole('combobox', { name: 'Langue' }).selectOptions('es')
    await expect.element(page.getByRole('heading', { level: 1, name: 'Registro' })).toBeVisible()
    expect(localStorage.getItem('lang')).toBe('es')
  })
})
