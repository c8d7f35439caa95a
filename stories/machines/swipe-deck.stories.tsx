/**
 * The swipe deck: every state of its four regions over the real page (frozen), then live with
 * stubbed calls: arrow keys, buttons, a drag, a match and its dialog.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, waitFor, within } from 'storybook/test'
import { fromPromise, type StateValueFrom } from 'xstate'
import type { Photo } from '../../src/api/models/photo'
import { SwipeDeckView } from '../../src/features/swipe/swipe-deck-view'
import { SwipePageLayout } from '../../src/features/swipe/swipe-page-layout'
import { initialSwipeDeckContext, swipeDeckMachine } from '../../src/machines/swipe-deck/swipe-deck.machine'
import type {
  LoadProfilesInput,
  LoadProfilesOutput,
  SendSwipeInput,
  SwipeDeckContext,
} from '../../src/machines/swipe-deck/swipe-deck.types'
import { MachineStory, stateStoryCoverage, storyNamesOf } from '../support/machine-story'
import { member, members, wait, withMemoryRouter } from './discovery.fixtures'
import * as stories from './swipe-deck.stories'

const meta = {
  title: 'Machines/Swipe deck',
  parameters: { layout: 'padded', path: '/app/swipe' },
  decorators: [withMemoryRouter],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

type Value = StateValueFrom<typeof swipeDeckMachine>

const deck = members(6)
const base = initialSwipeDeckContext()
const showing: SwipeDeckContext = { ...base, profiles: deck, knownIds: deck.map((p) => p.id) }
const idle = { cards: 'showing', refill: 'idle', outbox: 'idle', match: 'hidden' } as const

function Frozen({
  value,
  context,
  earlyPhoto = null,
}: {
  value: Value
  context: SwipeDeckContext
  earlyPhoto?: Photo | null
}) {
  return (
    <MachineStory machine={swipeDeckMachine} state={{ value, context }}>
      {(actorRef) => (
        <SwipePageLayout>
          <SwipeDeckView actorRef={actorRef} earlyPhoto={earlyPhoto} />
        </SwipePageLayout>
      )}
    </MachineStory>
  )
}

const body = within(document.body)
const lastEvent = () => body.getByTestId('last-event')
/** The match dialog is a lazy chunk: the first one may take a moment to arrive. */
const findMatchDialog = () => body.findByRole('dialog', { name: "C'est un match !" }, { timeout: 8000 })

// ---- cards ----

export const CardsWaiting: Story = {
  render: () => <Frozen value={{ ...idle, cards: 'waiting', refill: 'fetching' }} context={base} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Swipe' })).toBeInTheDocument()
    await expect(canvas.getByText('Chargement...')).toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: /J'aime/ })).not.toBeInTheDocument()
  },
}

/**
 * The first load of a page opened by its address: the top card's photo, drawn by the page's first
 * script before the app ran (issue 38), stays in the card's frame while the deck loads.
 */
export const CardsWaitingOverEarlyPhoto: Story = {
  render: () => (
    <Frozen
      value={{ ...idle, cards: 'waiting', refill: 'fetching' }}
      context={base}
      earlyPhoto={deck[0]?.avatar ?? null}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Chargement...')).toBeInTheDocument()
    const early = canvasElement.querySelector(`img[src="${deck[0]?.avatar?.normal}"]`)
    await expect(early).not.toBeNull()
    await expect(canvas.queryByRole('button', { name: /J'aime/ })).not.toBeInTheDocument()
  },
}

export const CardsShowing: Story = {
  render: () => <Frozen value={idle} context={showing} />,
  play: async ({ canvas, userEvent }) => {
    const deckRegion = canvas.getByRole('region', { name: 'Profils à découvrir' })
    await expect(within(deckRegion).getByRole('heading', { name: /Juliette/ })).toBeInTheDocument()
    await expect(within(deckRegion).getByText('29 ans · Paris (75)')).toBeInTheDocument()
    await expect(
      within(deckRegion).getByRole('link', { name: 'Voir le profil de Juliette' }),
    ).toHaveAttribute('href', '/app/users/juliette-20000')
    await expect(canvas.getByText(/flèche droite pour aimer, flèche gauche pour passer/)).toBeInTheDocument()
    await userEvent.keyboard('{ArrowRight}')
    await expect(lastEvent()).toHaveTextContent('"key": "ArrowRight"')
    await userEvent.keyboard('{ArrowLeft}')
    await expect(lastEvent()).toHaveTextContent('"key": "ArrowLeft"')
    await userEvent.click(canvas.getByRole('button', { name: "J'aime Juliette" }))
    await expect(lastEvent()).toHaveTextContent('"swipe.like"')
    await userEvent.click(canvas.getByRole('button', { name: 'Passer Juliette' }))
    await expect(lastEvent()).toHaveTextContent('"swipe.dislike"')
  },
}

/** The arrow keys belong to a text field while it has the focus. */
export const CardsShowingKeysInAField: Story = {
  render: () => (
    <>
      <label>
        Note <input aria-label="Note" />
      </label>
      <Frozen value={idle} context={showing} />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Note' }))
    await userEvent.keyboard('{ArrowRight}')
    await expect(lastEvent()).toHaveTextContent('(none)')
  },
}

export const CardsShowingWithSwipeFailed: Story = {
  render: () => <Frozen value={idle} context={{ ...showing, error: 'swipeFailed' }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      "Votre choix pour Juliette n'a pas pu être envoyé : son profil est revenu, choisissez à nouveau.",
    )
  },
}

export const CardsEmpty: Story = {
  render: () => <Frozen value={{ ...idle, cards: 'empty', refill: 'exhausted' }} context={base} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Vous avez vu tous les profils pour le moment.')).toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Lancer une recherche' })).toHaveAttribute(
      'href',
      '/app/search',
    )
    await expect(canvas.getByRole('link', { name: 'Voir mes matchs' })).toHaveAttribute(
      'href',
      '/app/matches',
    )
  },
}

// ---- refill ----

/** After a like: the card flies off and the live region says so. */
export const RefillIdle: Story = {
  render: () => (
    <Frozen
      value={idle}
      context={{ ...showing, profiles: deck.slice(1), lastChoice: { profile: deck[0]!, choice: 'like' } }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('swipe-announcement')).toHaveTextContent('Vous aimez Juliette.')
    await expect(canvas.getByRole('button', { name: "J'aime Camille" })).toBeInTheDocument()
  },
}

/** The next page is on its way while cards remain: the member keeps swiping. */
export const RefillFetching: Story = {
  render: () => (
    <Frozen value={{ ...idle, refill: 'fetching' }} context={{ ...showing, profiles: deck.slice(3) }} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: "J'aime Manon" })).toBeInTheDocument()
    await expect(canvas.queryByText('Chargement...')).not.toBeInTheDocument()
  },
}

export const RefillFailed: Story = {
  render: () => <Frozen value={{ ...idle, cards: 'waiting', refill: 'failed' }} context={base} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Impossible de charger de nouveaux profils.')
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }))
    await expect(lastEvent()).toHaveTextContent('"deck.retry"')
  },
}

export const RefillExhausted: Story = {
  render: () => (
    <Frozen value={{ ...idle, refill: 'exhausted' }} context={{ ...showing, profiles: deck.slice(5) }} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: "J'aime Sarah" })).toBeInTheDocument()
  },
}

// ---- outbox ----

export const OutboxIdle: Story = {
  render: () => (
    <Frozen
      value={idle}
      context={{ ...showing, profiles: deck.slice(2), lastChoice: { profile: deck[1]!, choice: 'dislike' } }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('swipe-announcement')).toHaveTextContent('Vous avez passé Camille.')
  },
}

/** A choice on its way does not hold the member back. */
export const OutboxSending: Story = {
  render: () => (
    <Frozen
      value={{ ...idle, outbox: 'sending' }}
      context={{
        ...showing,
        profiles: deck.slice(1),
        outbox: [{ profile: deck[0]!, choice: 'like' }],
        lastChoice: { profile: deck[0]!, choice: 'like' },
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: "J'aime Camille" })).not.toHaveAttribute('aria-disabled')
  },
}

// ---- match ----

export const MatchHidden: Story = {
  render: () => <Frozen value={idle} context={showing} />,
  play: async () => {
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument()
  },
}

export const MatchShown: Story = {
  render: () => (
    <Frozen
      value={{ ...idle, match: 'shown' }}
      context={{
        ...showing,
        profiles: deck.slice(2),
        matches: [deck[1]!],
        lastChoice: { profile: deck[1]!, choice: 'like' },
      }}
    />
  ),
  play: async ({ userEvent }) => {
    const dialog = within(await findMatchDialog())
    await expect(dialog.getByText('Camille vous aime aussi. Lancez la conversation !')).toBeInTheDocument()
    await expect(dialog.getByRole('link', { name: 'Envoyer un message' })).toHaveAttribute(
      'href',
      '/app/chat/camille-20001',
    )
    await expect(dialog.getByRole('link', { name: 'Voir son profil' })).toHaveAttribute(
      'href',
      '/app/users/camille-20001',
    )
    await expect(body.getByTestId('swipe-announcement')).toHaveTextContent("C'est un match avec Camille !")
    await userEvent.click(dialog.getByRole('button', { name: 'Continuer' }))
    await expect(lastEvent()).toHaveTextContent('"match.dismiss"')
  },
}

// ---- live ----

/** A deck of 6 then 4 profiles, then nobody; Camille (20001) likes back. */
function liveDeck() {
  const pages = [members(6), members(4, 6)]
  let reads = 0
  return swipeDeckMachine.provide({
    actors: {
      loadProfiles: fromPromise<LoadProfilesOutput, LoadProfilesInput>(async ({ input }) => {
        await wait(120)
        const profiles = (pages[reads] ?? []).filter((p) => !input.knownIds.includes(p.id))
        reads += 1
        return { profiles, page: 1, exhausted: profiles.length === 0 }
      }),
      sendSwipe: fromPromise<{ isMatch: boolean }, SendSwipeInput>(async ({ input }) => {
        await wait(80)
        return { isMatch: input.choice === 'like' && input.userId === member(1).id }
      }),
    },
  })
}

function Live() {
  return (
    <MachineStory machine={liveDeck()}>
      {(actorRef) => (
        <SwipePageLayout>
          <SwipeDeckView actorRef={actorRef} />
        </SwipePageLayout>
      )}
    </MachineStory>
  )
}

const currentCard = async () => body.findByTestId('swipe-card')

/** Arrow keys only: like Juliette, like Camille (a match), close the dialog, pass Léa. */
export const LiveWithArrowKeys: Story = {
  render: () => <Live />,
  play: async ({ userEvent }) => {
    await expect(await body.findByRole('button', { name: "J'aime Juliette" })).toBeInTheDocument()
    await userEvent.keyboard('{ArrowRight}')
    await expect(await body.findByRole('button', { name: "J'aime Camille" })).toBeInTheDocument()
    await expect(body.getByTestId('swipe-announcement')).toHaveTextContent('Vous aimez Juliette.')
    await userEvent.keyboard('{ArrowRight}')
    const dialog = await findMatchDialog()
    await expect(within(dialog).getByText(/Camille vous aime aussi/)).toBeInTheDocument()
    // Behind the dialog, the arrows do not swipe.
    await userEvent.keyboard('{ArrowLeft}')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(body.getByRole('button', { name: "J'aime Léa" })).toBeInTheDocument()
    await userEvent.keyboard('{ArrowLeft}')
    await expect(await body.findByRole('button', { name: "J'aime Manon" })).toBeInTheDocument()
    await expect(body.getByTestId('swipe-announcement')).toHaveTextContent('Vous avez passé Léa.')
  },
}

/** The buttons, then the deck refilled before it runs out, then emptied. */
export const LiveWithButtonsUntilEmpty: Story = {
  render: () => <Live />,
  play: async ({ userEvent }) => {
    await userEvent.click(await body.findByRole('button', { name: 'Passer Juliette' }))
    for (let i = 0; i < 9; i += 1) {
      const pass = await body.findByRole('button', { name: /^Passer / })
      await userEvent.click(pass)
    }
    await expect(await body.findByText('Vous avez vu tous les profils pour le moment.')).toBeInTheDocument()
    await expect(body.getByTestId('state-value')).toHaveTextContent('"refill": "exhausted"')
  },
}

/** Dragging the card: a short drag springs back, a long one to the right likes. */
export const LiveWithDrag: Story = {
  render: () => <Live />,
  play: async () => {
    await body.findByRole('button', { name: "J'aime Juliette" })
    let card = await currentCard()
    const pointer = { pointerId: 7, isPrimary: true, button: 0, pointerType: 'mouse' }
    fireEvent.pointerDown(card, { ...pointer, clientX: 200, clientY: 200 })
    fireEvent.pointerMove(card, { ...pointer, clientX: 230, clientY: 200 })
    await waitFor(() => expect(card).toHaveAttribute('data-dragging'))
    fireEvent.pointerUp(card, { ...pointer, clientX: 230, clientY: 200 })
    await waitFor(() => expect(card).not.toHaveAttribute('data-dragging'))
    await expect(body.getByRole('button', { name: "J'aime Juliette" })).toBeInTheDocument()

    fireEvent.pointerDown(card, { ...pointer, clientX: 100, clientY: 200 })
    fireEvent.pointerMove(card, { ...pointer, clientX: 250, clientY: 210 })
    fireEvent.pointerMove(card, { ...pointer, clientX: 420, clientY: 210 })
    fireEvent.pointerUp(card, { ...pointer, clientX: 420, clientY: 210 })
    await expect(await body.findByRole('button', { name: "J'aime Camille" })).toBeInTheDocument()
    await expect(body.getByTestId('swipe-announcement')).toHaveTextContent('Vous aimez Juliette.')

    card = await currentCard()
    fireEvent.pointerDown(card, { ...pointer, clientX: 400, clientY: 200 })
    fireEvent.pointerMove(card, { ...pointer, clientX: 100, clientY: 200 })
    fireEvent.pointerUp(card, { ...pointer, clientX: 100, clientY: 200 })
    await expect(await body.findByRole('button', { name: "J'aime Léa" })).toBeInTheDocument()
    await expect(body.getByTestId('swipe-announcement')).toHaveTextContent('Vous avez passé Camille.')
  },
}

/** Every state of the swipe-deck machine has a story in this file. */
export const Coverage: Story = {
  render: () => {
    const { paths, missing } = stateStoryCoverage(swipeDeckMachine, storyNamesOf(stories))
    return (
      <p>
        States: {paths.join(', ')}. Without a story: {missing.length ? missing.join(', ') : 'none'}.
      </p>
    )
  },
  play: async ({ canvas }) => {
    await expect(stateStoryCoverage(swipeDeckMachine, storyNamesOf(stories)).missing).toEqual([])
    await expect(canvas.getByText(/Without a story: none/)).toBeInTheDocument()
  },
}
