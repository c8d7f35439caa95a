import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { replayShellTaps, SHELL_TAPS_GLOBAL, SHELL_TAPS_SCRIPT } from './shell-taps'

/** The HTML of a member shell, before any of the app's scripts. */
function paintShell() {
  document.body.innerHTML = `
    <div id="root"><div data-shell-content>
      <button type="button" aria-label="Menu du compte"></button>
      <button type="button">Retour</button>
      <a href="/app/search">Recherche</a>
      <select id="pref-language"><option value="fr">Français</option><option value="en">English</option></select>
    </div></div>`
}

/** What the app renders over it, with handlers. */
function renderApp(handlers: { menu?: () => void; back?: () => void; language?: (v: string) => void }) {
  const root = document.getElementById('root') as HTMLElement
  root.innerHTML = `
    <header><button type="button" aria-label="Menu du compte"></button><button type="button">Retour</button></header>
    <select id="pref-language"><option value="fr">Français</option><option value="en">English</option></select>`
  root.querySelector('[aria-label="Menu du compte"]')?.addEventListener('click', () => handlers.menu?.())
  root.querySelectorAll('button')[1]?.addEventListener('click', () => handlers.back?.())
  root
    .querySelector('select')
    ?.addEventListener('change', (e) => handlers.language?.((e.target as HTMLSelectElement).value))
  document.documentElement.dataset.appReady = ''
}

describe('taps on the HTML before the app runs', () => {
  beforeEach(() => {
    delete document.documentElement.dataset.appReady
    // biome-ignore lint/security/noGlobalEval: the inline script exactly as the pages carry it
    globalThis.eval(SHELL_TAPS_SCRIPT)
  })
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('are kept by name, stopped before anything else sees them, and done again on the app in order', async () => {
    paintShell()
    const reachedBelow = vi.fn()
    document.getElementById('root')?.addEventListener('click', reachedBelow)
    document.querySelector<HTMLButtonElement>('[aria-label="Menu du compte"]')?.click()
    document.querySelectorAll('button')[1]?.click()
    expect(window[SHELL_TAPS_GLOBAL]).toEqual([{ button: 'Menu du compte' }, { button: 'Retour' }])
    // React's root listener (hydrating the landing page) would replay it a second time.
    expect(reachedBelow).not.toHaveBeenCalled()

    const done: string[] = []
    renderApp({ menu: () => done.push('menu'), back: () => done.push('back') })
    await replayShellTaps(window, 0)
    expect(done).toEqual(['menu', 'back'])
    // Once: the list is emptied.
    await replayShellTaps(window, 0)
    expect(done).toEqual(['menu', 'back'])
  })

  it('keeps a select changed on the HTML and sets the app’s to it', async () => {
    paintShell()
    const select = document.getElementById('pref-language') as HTMLSelectElement
    select.value = 'en'
    select.dispatchEvent(new Event('change', { bubbles: true }))
    const chosen: string[] = []
    renderApp({ language: (v) => chosen.push(v) })
    await replayShellTaps(window, 0)
    expect(chosen).toEqual(['en'])
  })

  it('leaves links to the browser and taps after the app is ready to the app', () => {
    paintShell()
    const link = document.querySelector('a') as HTMLAnchorElement
    const followed = vi.fn((e: Event) => e.preventDefault())
    link.addEventListener('click', followed)
    link.click()
    expect(followed).toHaveBeenCalledOnce()
    renderApp({})
    document.querySelector<HTMLButtonElement>('[aria-label="Menu du compte"]')?.click()
    expect(window[SHELL_TAPS_GLOBAL]).toEqual([])
  })

  it('drops a tap whose button the app does not render in time', async () => {
    paintShell()
    document.querySelector<HTMLButtonElement>('[aria-label="Menu du compte"]')?.click()
    const root = document.getElementById('root') as HTMLElement
    root.innerHTML = '<p>Autre page</p>'
    document.documentElement.dataset.appReady = ''
    await expect(replayShellTaps(window, 0)).resolves.toBeUndefined()
    expect(window[SHELL_TAPS_GLOBAL]).toEqual([])
  })
})
