/** The main pages the README shows, each with what must be on screen before it is taken. */
import type { Locator, Page } from '@playwright/test'

export interface MainPage {
  name: string
  path: string
  /** What to do once the page is open (the conversation is the first row of the chat list). */
  afterOpen?: (page: Page) => Promise<void>
  ready?: (page: Page) => Locator
}

export const MAIN_PAGES: MainPage[] = [
  { name: 'home', path: '/app' },
  {
    name: 'search',
    path: '/app/search/result',
    ready: (page) => page.getByRole('list', { name: 'Membres trouvés' }).getByRole('listitem').first(),
  },
  { name: 'swipe', path: '/app/swipe', ready: (page) => page.getByRole('button', { name: "J'aime" }) },
  { name: 'chat', path: '/app/chat' },
  {
    name: 'conversation',
    path: '/app/chat',
    afterOpen: (page) => page.getByRole('main').getByRole('listitem').getByRole('link').first().click(),
    ready: (page) => page.getByRole('textbox', { name: /Votre message/ }),
  },
  {
    name: 'photos',
    path: '/app/account/photos',
    ready: (page) =>
      page.getByRole('list', { name: 'Mes photos' }).getByRole('button', { name: 'Ajouter une photo' }),
  },
  { name: 'settings', path: '/app/account/settings' },
]
