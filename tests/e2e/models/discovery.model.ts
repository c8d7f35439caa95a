/**
 * The discovery pages as a member meets them (swipe deck, matches, wall, home, visitors,
 * favorites), found by role and accessible name; and the member-only API calls the specs use to
 * set things up (the deck's order, favorites) with a member's own session.
 */
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'
import type { StoredLogin } from '../support/auth'
import { E2E_BUILD_ENV, MOCK_URL } from '../support/e2e-env'

/** A member-only API call with the member's session, as the app makes it. */
export async function memberCall(
  request: APIRequestContext,
  login: StoredLogin,
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, string | number> = {},
): Promise<Record<string, unknown>> {
  const options = {
    headers: { 'Api-Key': E2E_BUILD_ENV.VITE_API_KEY },
    params: { ...params, session_id: login.session_id },
  }
  const response =
    method === 'GET'
      ? await request.get(`${MOCK_URL}${path}`, options)
      : await request.post(`${MOCK_URL}${path}`, options)
  if (!response.ok()) throw new Error(`${method} ${path}: HTTP ${response.status()} ${await response.text()}`)
  return (await response.json()) as Record<string, unknown>
}

export interface DeckCard {
  id: string
  nickname: string
}

/** The first profiles of the member's swipe deck, in the order the app deals them. */
export async function swipeDeckOf(request: APIRequestContext, login: StoredLogin): Promise<DeckCard[]> {
  const answer = await memberCall(request, login, 'GET', '/index_api/match', {
    action: 'get_profile',
    page: 1,
  })
  const cards = (
    (answer.result as { tab_profils?: { id: string; pseudo: string }[] })?.tab_profils ?? []
  ).map((card) => ({ id: String(card.id), nickname: card.pseudo }))
  return cards
}

export class SwipePage {
  readonly deck: Locator
  readonly announcement: Locator
  readonly matchDialog: Locator

  constructor(readonly page: Page) {
    this.deck = page.getByRole('region', { name: 'Profils à découvrir' })
    this.announcement = page.getByTestId('swipe-announcement')
    this.matchDialog = page.getByRole('dialog', { name: "C'est un match !" })
  }

  likeButton(nickname: string): Locator {
    return this.page.getByRole('button', { name: `J'aime ${nickname}`, exact: true })
  }

  passButton(nickname: string): Locator {
    return this.page.getByRole('button', { name: `Passer ${nickname}`, exact: true })
  }

  /** The card on top shows `nickname`. */
  async expectCurrent(nickname: string): Promise<void> {
    await expect(this.likeButton(nickname)).toBeVisible()
    await expect(this.deck.getByRole('heading', { name: nickname })).toBeVisible()
  }
}

/** A list of member cards (wall buckets, matches, visitors, favorites): the card of `nickname`. */
export function memberCard(scope: Page | Locator, nickname: string): Locator {
  // A `has` locator is matched inside each item, so it is built from the page, not from `scope`.
  const page = 'goto' in scope ? scope : scope.page()
  return scope.getByRole('listitem').filter({ has: page.getByRole('link', { name: nickname, exact: true }) })
}
