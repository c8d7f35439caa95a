/**
 * The swipe deck's first load over the photo the page's first script drew before the app ran (issue
 * 38): the loading state draws it in the card's frame, and the first card lands on it as it is (no
 * entrance, which would dim it for a moment); the next card, after a choice, comes up with its entrance.
 */
import { I18nextProvider } from 'react-i18next'
import { expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { createActor, fromPromise } from 'xstate'
import '../../components/ui/styles/index.css'
import type { Photo } from '../../api/models/photo'
import type { ProfileCard } from '../../api/models/profile'
import { createI18n } from '../../i18n/i18n'
import { swipeDeckMachine } from '../../machines/swipe-deck/swipe-deck.machine'
import type {
  LoadProfilesInput,
  LoadProfilesOutput,
  SendSwipeInput,
} from '../../machines/swipe-deck/swipe-deck.types'
import { SwipeDeckView } from './swipe-deck-view'

const photo = (n: number): Photo => ({
  id: String(n),
  num: '1',
  normal: `/photos/card-${n}-normal.jpg`,
  medium: `/photos/card-${n}-medium.jpg`,
  small: `/photos/card-${n}-small.jpg`,
  visibility: 'public',
  isMain: true,
  votes: 0,
  note: null,
  userRating: null,
})

const card = (n: number): ProfileCard => ({
  id: String(30000 + n),
  nickname: `Carte${n}`,
  age: 30,
  firstname: `Carte${n}`,
  location: 'Lyon',
  gender: '2',
  photos: [photo(n)],
  avatar: photo(n),
  isOnline: false,
  averageNote: null,
  userNote: null,
  totalVotes: 0,
})

const topCardImage = () => document.querySelector('[data-testid="swipe-card"] img')

it('draws the early photo while loading, lands the first card on it without an entrance, and brings the next one up with it', async () => {
  const i18n = await createI18n('fr', ['social'])
  const deck = [card(1), card(2), card(3)]
  let answer: (output: LoadProfilesOutput) => void = () => {}
  const machine = swipeDeckMachine.provide({
    actors: {
      loadProfiles: fromPromise<LoadProfilesOutput, LoadProfilesInput>(
        () =>
          new Promise((resolve) => {
            answer = resolve
          }),
      ),
      sendSwipe: fromPromise<{ isMatch: boolean }, SendSwipeInput>(async () => ({ isMatch: false })),
    },
  })
  const actorRef = createActor(machine).start()
  const screen = await render(
    <I18nextProvider i18n={i18n}>
      {/* The member layout's height left to the page (app-layout.tsx), which the deck's height follows. */}
      <div style={{ '--screen-h': '700px' } as React.CSSProperties}>
        <SwipeDeckView actorRef={actorRef} earlyPhoto={deck[0]?.avatar ?? null} />
      </div>
    </I18nextProvider>,
  )

  await expect.element(screen.getByRole('status').first()).toHaveTextContent('Chargement...')
  const early = document.querySelector(`img[src="${photo(1).normal}"]`)
  expect(early, 'the early photo in the loading state').not.toBeNull()

  answer({ profiles: deck, page: 1, exhausted: true })
  const top = screen.getByTestId('swipe-card')
  await expect.element(top).toBeVisible()
  expect(topCardImage()?.getAttribute('src')).toBe(photo(1).normal)
  expect(top.element().getAnimations(), 'the first card, over its own photo').toHaveLength(0)

  await screen.getByRole('button', { name: "J'aime Carte1" }).click()
  await expect.poll(() => topCardImage()?.getAttribute('src')).toBe(photo(2).normal)
  expect(screen.getByTestId('swipe-card').element().getAnimations(), 'the next card').toHaveLength(1)
  actorRef.stop()
})
