/**
 * The photo manager: every state over the real "Mes photos" view, frozen; then live with stubbed
 * calls (make main, delete after confirming, a failed delete).
 */
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { type ReactNode, useState } from 'react'
import { expect, fn, waitFor, within } from 'storybook/test'
import { Router } from 'wouter'
import type { StateValueFrom } from 'xstate'
import { ApiError } from '../../src/api/errors'
import type { Photo } from '../../src/api/models/photo'
import { PhotosPageView } from '../../src/features/photos/photos-page-view'
import { photoManagerMachine } from '../../src/machines/photo-manager/photo-manager.machine'
import { photoManagerMachineWith } from '../../src/machines/photo-manager/photo-manager.test-support'
import type { PhotoManagerContext } from '../../src/machines/photo-manager/photo-manager.types'
import { MachineStory, stateStoryCoverage, storyNamesOf } from '../support/machine-story'
import { createMemoryHistory } from '../support/memory-router'
import { STORY_PHOTOS, storyPhoto } from './photo.fixtures'
import * as stories from './photo-manager.stories'

function MemoryRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createMemoryHistory('/app/account/photos'))
  return (
    <Router hook={history.hook} searchHook={history.searchHook}>
      {children}
    </Router>
  )
}

const withRouter: Decorator = (Story) => (
  <MemoryRouter>
    <Story />
  </MemoryRouter>
)

const meta = {
  title: 'Machines/Photo manager',
  parameters: { layout: 'padded' },
  decorators: [withRouter],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const body = within(document.body)
type Value = StateValueFrom<typeof photoManagerMachine>

const base: PhotoManagerContext = {
  photos: STORY_PHOTOS,
  pendingDeleteId: null,
  pendingMainId: null,
  error: null,
}

function Frozen({ value, context = base }: { value: Value; context?: PhotoManagerContext }) {
  return (
    <MachineStory machine={photoManagerMachine} state={{ value, context }}>
      {(actorRef) => <PhotosPageView actorRef={actorRef} onAdd={() => {}} onEdit={() => {}} />}
    </MachineStory>
  )
}

const grid = () => within(body.getByRole('list', { name: 'Mes photos' }))

type Keyboard = (text: string) => Promise<unknown>

/**
 * Opens a photo's menu from the keyboard and picks `item`. Simulated clicks on menu items are
 * unreliable here: zag highlights an item on pointer moves only while it believes the member uses a
 * pointer, a belief earlier stories' focus moves change. The end-to-end tests click with a real mouse.
 */
async function choose(keyboard: Keyboard, trigger: HTMLElement, item: string) {
  trigger.focus()
  await keyboard('{Enter}')
  const menu = within(await body.findByRole('menu'))
  for (let step = 0; step < 4; step += 1) {
    const highlighted = await waitFor(() => {
      const found = menu.getAllByRole('menuitem').find((el) => el.hasAttribute('data-highlighted'))
      if (!found) throw new Error('no highlighted item yet')
      return found
    })
    if (highlighted.textContent === item) break
    await keyboard('{ArrowDown}')
  }
  await keyboard('{Enter}')
}
const lastEvent = () => body.getByTestId('last-event')

export const Loading: Story = {
  render: () => <Frozen value="loading" context={{ ...base, photos: [] }} />,
  play: async () => {
    await expect(await body.findByRole('status')).toHaveTextContent('Chargement...')
    await expect(body.queryByRole('list', { name: 'Mes photos' })).not.toBeInTheDocument()
    await expect(body.getByRole('heading', { level: 1, name: 'Mes photos' })).toBeInTheDocument()
  },
}

export const LoadFailed: Story = {
  render: () => <Frozen value="loadFailed" context={{ ...base, photos: [] }} />,
  play: async ({ userEvent }) => {
    const alert = await body.findByRole('alert')
    await expect(alert).toHaveTextContent('Impossible de charger vos photos.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }))
    await expect(lastEvent()).toHaveTextContent('photos.retry')
  },
}

export const ReadyIdle: Story = {
  render: () => <Frozen value={{ ready: 'idle' }} />,
  play: async ({ userEvent }) => {
    const list = await body.findByRole('list', { name: 'Mes photos' })
    // Five photos and the 'Ajouter une photo' tile.
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6)
    await expect(within(list).getByRole('img', { name: 'Ma photo n° 1' })).toBeInTheDocument()
    await expect(within(list).getAllByText('Privée')).toHaveLength(2)
    await expect(within(list).getAllByText('Photo principale')).toHaveLength(1)
    await expect(within(list).getByRole('button', { name: 'Ajouter une photo' })).toBeInTheDocument()

    // The main photo's menu has no 'Photo principale'.
    within(list).getByRole('button', { name: 'Actions pour la photo n° 1' }).focus()
    await userEvent.keyboard('{Enter}')
    const mainMenuEl = await body.findByRole('menu')
    const mainMenu = within(mainMenuEl)
    await expect(mainMenu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Modifier',
      'Supprimer',
    ])
    // Escape closes the menu it reaches: wait for the open menu to take the focus (a frame later on a
    // loaded machine), as the member sees it before pressing a key.
    await waitFor(() => expect(mainMenuEl).toHaveFocus())
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument())

    within(list).getByRole('button', { name: 'Actions pour la photo n° 2' }).focus()
    await userEvent.keyboard('{Enter}')
    const menuEl = await body.findByRole('menu')
    const menu = within(menuEl)
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Modifier',
      'Photo principale',
      'Supprimer',
    ])
    await waitFor(() => expect(menuEl).toHaveFocus())
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument())
    await choose(
      (text) => userEvent.keyboard(text),
      within(list).getByRole('button', { name: 'Actions pour la photo n° 2' }),
      'Photo principale',
    )
    await expect(lastEvent()).toHaveTextContent('"photo.setMain"')
    await expect(lastEvent()).toHaveTextContent('"photoId": "2"')
  },
}

export const ReadyIdleEmpty: Story = {
  render: () => <Frozen value={{ ready: 'idle' }} context={{ ...base, photos: [] }} />,
  play: async () => {
    await expect(await body.findByText('Aucune photo disponible')).toBeInTheDocument()
    await expect(
      body.getByText('Ajoutez des photos à votre profil pour pouvoir les partager.'),
    ).toBeInTheDocument()
    await expect(grid().getByRole('button', { name: 'Ajouter une photo' })).toBeInTheDocument()
  },
}

export const ReadyIdleWithSetMainError: Story = {
  render: () => <Frozen value={{ ready: 'idle' }} context={{ ...base, error: 'setMainFailed' }} />,
  play: async ({ userEvent }) => {
    const alert = await body.findByRole('alert')
    await expect(alert).toHaveTextContent('Erreur lors de la définition de la photo principale')
    await userEvent.click(within(alert).getByRole('button', { name: 'Fermer le message' }))
    await expect(lastEvent()).toHaveTextContent('error.dismiss')
  },
}

export const ReadyIdleWithDeleteError: Story = {
  render: () => <Frozen value={{ ready: 'idle' }} context={{ ...base, error: 'deleteFailed' }} />,
  play: async () => {
    await expect(await body.findByRole('alert')).toHaveTextContent(
      'Erreur lors de la suppression de la photo',
    )
  },
}

export const ReadyConfirmingDelete: Story = {
  render: () => <Frozen value={{ ready: 'confirmingDelete' }} context={{ ...base, pendingDeleteId: '3' }} />,
  play: async ({ userEvent }) => {
    const dialog = await body.findByRole('alertdialog', { name: 'Supprimer la photo' })
    await expect(dialog).toHaveAccessibleDescription('Êtes-vous sûr de vouloir supprimer cette photo ?')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }))
    await expect(lastEvent()).toHaveTextContent('photo.delete.confirm')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }))
    await expect(lastEvent()).toHaveTextContent('photo.delete.cancel')
  },
}

export const ReadyDeleting: Story = {
  render: () => <Frozen value={{ ready: 'deleting' }} context={{ ...base, pendingDeleteId: '3' }} />,
  play: async () => {
    const dialog = await body.findByRole('alertdialog', { name: 'Supprimer la photo' })
    await expect(within(dialog).getByRole('button', { name: 'Supprimer' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    await expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeDisabled()
  },
}

export const ReadySettingMain: Story = {
  render: () => <Frozen value={{ ready: 'settingMain' }} context={{ ...base, pendingMainId: '2' }} />,
  play: async () => {
    const list = await body.findByRole('list', { name: 'Mes photos' })
    await expect(within(list).getByRole('status')).toHaveTextContent('Mise à jour en cours...')
    // Said unavailable, yet still focusable: a closing menu or dialog hands the focus back to it.
    const menuButton = within(list).getByRole('button', { name: 'Actions pour la photo n° 4' })
    await expect(menuButton).toHaveAttribute('aria-disabled', 'true')
    await expect(menuButton).not.toBeDisabled()
  },
}

export const ReadyRefreshing: Story = {
  render: () => <Frozen value={{ ready: 'refreshing' }} />,
  play: async () => {
    const list = await body.findByRole('list', { name: 'Mes photos' })
    await expect(list).toHaveAttribute('aria-busy', 'true')
    await expect(within(list).getAllByRole('img')).toHaveLength(5)
  },
}

/** The whole page on a live machine: make a photo main, delete one, then a delete the server refuses. */
export const Live: Story = {
  render: () => {
    let photos: Photo[] = STORY_PHOTOS.slice(0, 3)
    let failDelete = false
    const logic = photoManagerMachineWith({
      loadPhotos: async () => photos,
      makeMainPhoto: async ({ photoNum }) => {
        photos = photos.map((p) => ({ ...p, isMain: p.num === photoNum }))
      },
      removePhoto: async ({ photoNum }) => {
        if (failDelete) throw new ApiError(500, 'Erreur interne', 'POST /index_api/user_edit_photos/del')
        photos = photos.filter((p) => p.num !== photoNum)
        failDelete = true
      },
    })
    return (
      <MachineStory machine={logic}>
        {(actorRef) => <PhotosPageView actorRef={actorRef} onAdd={fn()} onEdit={fn()} />}
      </MachineStory>
    )
  },
  play: async ({ userEvent }) => {
    const list = within(await body.findByRole('list', { name: 'Mes photos' }))
    const keyboard: Keyboard = (text) => userEvent.keyboard(text)
    await choose(
      keyboard,
      list.getByRole('button', { name: 'Actions pour la photo n° 2' }),
      'Photo principale',
    )
    // The star moves to photo 2 once the list is read anew.
    await waitFor(() =>
      expect(
        within(list.getByRole('img', { name: 'Ma photo n° 2' }).closest('li')!).getByText('Photo principale'),
      ).toBeInTheDocument(),
    )

    await waitFor(() =>
      expect(list.getByRole('button', { name: 'Actions pour la photo n° 3' })).toBeEnabled(),
    )
    await choose(keyboard, list.getByRole('button', { name: 'Actions pour la photo n° 3' }), 'Supprimer')
    const dialog = within(await body.findByRole('alertdialog', { name: 'Supprimer la photo' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Supprimer' }))
    await waitFor(() => expect(list.queryByRole('img', { name: 'Ma photo n° 3' })).not.toBeInTheDocument())
    await expect(list.getAllByRole('img')).toHaveLength(2)

    await waitFor(() =>
      expect(list.getByRole('button', { name: 'Actions pour la photo n° 1' })).toBeEnabled(),
    )
    await choose(keyboard, list.getByRole('button', { name: 'Actions pour la photo n° 1' }), 'Supprimer')
    await userEvent.click(
      within(await body.findByRole('alertdialog', { name: 'Supprimer la photo' })).getByRole('button', {
        name: 'Supprimer',
      }),
    )
    await expect(await body.findByRole('alert')).toHaveTextContent(
      'Erreur lors de la suppression de la photo',
    )
    await expect(list.getAllByRole('img')).toHaveLength(2)
  },
}

/** A photo missing its index: confirming only logs, nothing is sent and the member sees nothing. */
export const LiveMissingIndex: Story = {
  render: () => {
    const removePhoto = fn(async () => {})
    const logic = photoManagerMachineWith({
      loadPhotos: async () => [storyPhoto('9', { num: '' })],
      removePhoto,
    })
    return (
      <MachineStory machine={logic}>
        {(actorRef) => <PhotosPageView actorRef={actorRef} onAdd={fn()} onEdit={fn()} />}
      </MachineStory>
    )
  },
  play: async ({ userEvent }) => {
    const list = within(await body.findByRole('list', { name: 'Mes photos' }))
    await choose(
      (text) => userEvent.keyboard(text),
      list.getByRole('button', { name: 'Actions pour la photo n° 1' }),
      'Supprimer',
    )
    const dialog = within(await body.findByRole('alertdialog', { name: 'Supprimer la photo' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Supprimer' }))
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument())
    await expect(body.queryByRole('alert')).not.toBeInTheDocument()
    await expect(list.getAllByRole('img')).toHaveLength(1)
    await expect(body.getByTestId('state-value')).toHaveTextContent('"idle"')
  },
}

/** Every state of the photo manager has a story in this file. */
export const Coverage: Story = {
  render: () => {
    const { paths, missing } = stateStoryCoverage(photoManagerMachine, storyNamesOf(stories))
    return (
      <p>
        States: {paths.join(', ')}. Without a story: {missing.length ? missing.join(', ') : 'none'}.
      </p>
    )
  },
  play: async ({ canvas }) => {
    await expect(stateStoryCoverage(photoManagerMachine, storyNamesOf(stories)).missing).toEqual([])
    await expect(canvas.getByText(/Without a story: none/)).toBeInTheDocument()
  },
}
