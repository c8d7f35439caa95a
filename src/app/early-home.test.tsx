/**
 * The home page's words from the member lookup before the app runs (early-home.ts), over the home
 * page's loading state as the build prerenders it (home-skeleton.tsx): the holes the shell carries
 * in each language are the ones the first script fills, as text, and the app's loading state, given
 * what the script read, says the same words.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { earlyMember, leaveEarlyMember } from '../api/early-member-handover'
import { HomeSkeleton } from '../features/wall/home-skeleton'
import { createI18n } from '../i18n/i18n'
import type { Language } from '../lib/languages'
import { fillEarlyHome, showEarlyHome } from './early-home'

async function skeletonHtml(language: Language) {
  const i18n = await createI18n(language, ['social'])
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <HomeSkeleton />
    </I18nextProvider>,
  )
}

/** The shell as the build writes it: the loading state inside `[data-shell-content]`, in `language`. */
async function shell(language: Language) {
  document.documentElement.lang = language
  document.body.innerHTML = `<div data-shell-content>${await skeletonHtml(language)}</div>`
}

const welcome = () => document.getElementById('home-welcome')
const news = () => document.querySelector<HTMLElement>('[data-early-wall-news]')

afterEach(() => {
  globalThis.__EARLY_MEMBER__ = undefined
  document.body.innerHTML = ''
})

describe('fillEarlyHome', () => {
  it('names the member in a new heading and shows the news line, in French', async () => {
    await shell('fr')
    const before = welcome()
    expect(before?.textContent).toBe('Bonjour !')
    expect(news()?.hasAttribute('data-early-pending')).toBe(true)
    fillEarlyHome({ nickname: 'Léa', wallNews: 3 })
    expect(welcome()?.textContent).toBe('Bonjour Léa !')
    // Another element: the browser paints it as new (see early-home.ts).
    expect(welcome()).not.toBe(before)
    expect(welcome()?.className).toBe(before?.className)
    expect(news()?.hasAttribute('data-early-pending')).toBe(false)
    expect(news()?.textContent).toBe('3 nouveautés vous attendent sur votre mur. Voir le mur')
  })

  it.each([
    ['fr', 1, '1 nouveauté vous attend sur votre mur.'],
    ['en', 1, '1 new item is waiting on your wall.'],
    ['en', 12, '12 new items are waiting on your wall.'],
    ['es', 1, '1 novedad te espera en tu muro.'],
    ['es', 2, '2 novedades te esperan en tu muro.'],
  ] as const)('in %s, %i: "%s"', async (language, count, sentence) => {
    await shell(language)
    fillEarlyHome({ nickname: 'Léa', wallNews: count })
    expect(news()?.querySelector('[data-early-text]')?.textContent).toBe(sentence)
  })

  it('writes the nickname as text, patterns and markup included, and says when there is no news', async () => {
    await shell('fr')
    fillEarlyHome({ nickname: '<b>$&</b>', wallNews: 0 })
    expect(welcome()?.textContent).toBe('Bonjour <b>$&</b> !')
    expect(welcome()?.querySelector('b')).toBeNull()
    expect(news()?.hasAttribute('data-early-pending')).toBe(false)
    expect(news()?.textContent).toBe("Rien de nouveau sur votre mur pour l'instant. Voir le mur")
  })

  it('leaves the page alone outside the prerendered shell (the app renders it)', async () => {
    document.body.innerHTML = await skeletonHtml('fr')
    fillEarlyHome({ nickname: 'Léa', wallNews: 3 })
    expect(welcome()?.textContent).toBe('Bonjour !')
    expect(news()?.hasAttribute('data-early-pending')).toBe(true)
  })

  it("keeps the line's place, not shown, until it is filled", async () => {
    await shell('en')
    expect(news()?.textContent).toBe('10 new items are waiting on your wall. See the wall')
    expect(news()?.querySelector('a')?.getAttribute('tabindex')).toBe('-1')
  })
})

describe("the app's loading state after the script", () => {
  it('says what the filled shell says', async () => {
    await shell('fr')
    fillEarlyHome({ nickname: 'Léa', wallNews: 3 })
    const filled = document.querySelector('[aria-labelledby="home-welcome"]')?.textContent
    leaveEarlyMember({ nickname: 'Léa', wallNews: 3 })
    document.body.innerHTML = await skeletonHtml('fr')
    expect(document.querySelector('[aria-labelledby="home-welcome"]')?.textContent).toBe(filled)
  })
})

describe('showEarlyHome', () => {
  const answer = (body: unknown, status = 200) =>
    Promise.resolve(new Response(JSON.stringify(body), { status }))

  it('reads the lookup, leaves the member for the app and fills the shell, the answer still whole', async () => {
    await shell('fr')
    const body = { connected: 1, result: { id: 7, pseudo: 'Léa', wall_news: '2' } }
    const response = answer(body)
    await showEarlyHome(response)
    expect(earlyMember()).toEqual({ nickname: 'Léa', wallNews: 2 })
    expect(welcome()?.textContent).toBe('Bonjour Léa !')
    expect(news()?.textContent).toBe('2 nouveautés vous attendent sur votre mur. Voir le mur')
    expect(await (await response).json()).toEqual(body)
  })

  it('does nothing with a failed answer, and never rejects', async () => {
    await shell('fr')
    await showEarlyHome(answer({ error: 'x' }, 500))
    await showEarlyHome(Promise.reject(new TypeError('offline')))
    expect(earlyMember()).toBeNull()
    expect(welcome()?.textContent).toBe('Bonjour !')
  })
})
