/**
 * The profile page (`/app/users/{userSlug}`): every state of the profile machine over the real page
 * (frozen), as a member, a visitor, the owner and a free member, in French and English; then live
 * with stubbed calls, opening the gallery and report dialogs through the modal router.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { fromPromise, type StateValueFrom } from 'xstate'
import type { FullProfile } from '../../src/api/models/profile'
import { LockedPrivateGallery } from '../../src/features/album-sharing/locked-private-gallery'
import { FavoriteButton } from '../../src/features/favorites/favorite-button'
import { useModalRouter } from '../../src/features/modals/modal-router-context'
import { GalleryDialog } from '../../src/features/profile/gallery-dialog'
import { ProfilePageView } from '../../src/features/profile/profile-page-view'
import { ReportDialog } from '../../src/features/profile/report-dialog'
import { albumSharingMachineWith } from '../../src/machines/album-sharing/album-sharing.test-support'
import type { SyncFavoriteInput } from '../../src/machines/favorite-toggle/favorite-toggle.test-support'
import { favoriteToggleMachineWith } from '../../src/machines/favorite-toggle/favorite-toggle.test-support'
import { galleryMachineWith } from '../../src/machines/gallery/gallery.test-support'
import type { RatePhotoInput } from '../../src/machines/gallery/gallery.types'
import type { ProfileActorRef } from '../../src/machines/profile/profile.machine'
import { profileMachine } from '../../src/machines/profile/profile.machine'
import { makeFullProfile, makePhoto } from '../../src/machines/profile/profile.test-support'
import type { LoadProfileInput, ProfileContext } from '../../src/machines/profile/profile.types'
import { reportMachineWith } from '../../src/machines/report/report.test-support'
import { MachineStory, stateStoryCoverage, storyNamesOf } from '../support/machine-story'
import { VIEWER_ID, wait, withStoryApp } from './profile.fixtures'
import * as stories from './profile.stories'

const meta = {
  title: 'Machines/Profile',
  parameters: { layout: 'padded', path: '/app/users/sophie-lyon-20042' },
  decorators: [withStoryApp],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

type Value = StateValueFrom<typeof profileMachine>

const SOPHIE = makeFullProfile({ id: '20042' })
const base: ProfileContext = {
  slug: 'sophie-lyon-20042',
  memberId: '20042',
  viewerId: VIEWER_ID,
  profile: null,
  failure: null,
  socket: null,
}
const loaded = (profile: FullProfile = SOPHIE, viewerId: string | null = VIEWER_ID): ProfileContext => ({
  ...base,
  viewerId,
  profile,
})

const favoriteSyncs: SyncFavoriteInput[] = []
const favoriteLogic = favoriteToggleMachineWith(async (input) => {
  favoriteSyncs.push(input)
})
const albumLogic = albumSharingMachineWith()

function Page({
  actorRef,
  hasSession = true,
  withSlots = false,
}: {
  actorRef: ProfileActorRef
  hasSession?: boolean
  /** With the favorites and album-sharing features in their slots, as the real page has them. */
  withSlots?: boolean
}) {
  const modals = useModalRouter()
  return (
    <ProfilePageView
      actorRef={actorRef}
      hasSession={hasSession}
      onOpenPhoto={(profile, photo) => modals.open('gallery', { modalId: profile.id, modalPhoto: photo.id })}
      onReport={(profile) => modals.open('report', { modalId: profile.id })}
      onLogin={() => modals.open('login')}
      {...(withSlots
        ? {
            renderFavorite: (profile: FullProfile) => (
              <FavoriteButton
                memberId={profile.id}
                nickname={profile.nickname}
                isFavorite={profile.isFriend}
                withLabel
                logic={favoriteLogic}
              />
            ),
            renderLockedAlbum: (profile: FullProfile) => (
              <LockedPrivateGallery
                owner={{ id: profile.id, nickname: profile.nickname }}
                photos={profile.privateAlbum}
                onRequested={() => {}}
                logic={albumLogic}
              />
            ),
          }
        : {})}
    />
  )
}

function Frozen({
  value,
  context,
  hasSession = true,
  withSlots = false,
}: {
  value: Value
  context: ProfileContext
  hasSession?: boolean
  withSlots?: boolean
}) {
  return (
    <MachineStory machine={profileMachine} state={{ value, context }}>
      {(actorRef) => <Page actorRef={actorRef} hasSession={hasSession} withSlots={withSlots} />}
    </MachineStory>
  )
}
const body = within(document.body)
const currentUrl = () => body.getByTestId('current-url')

export const Loading: Story = {
  render: () => <Frozen value="loading" context={base} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument()
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement...')
  },
}

/** A member looks at Sophie's profile: every enumeration in words, the actions, the locked album. */
export const LoadedAwaitingSocket: Story = {
  render: () => <Frozen value={{ loaded: 'awaitingSocket' }} context={loaded()} />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Sophie_Lyon' })).toBeInTheDocument()
    await expect(canvas.getByText('34 ans · Femme · Lyon (69)')).toBeInTheDocument()
    await expect(canvas.getByText('En ligne')).toBeInTheDocument()
    await expect(canvas.getByText('Note moyenne : 3,8/5')).toBeInTheDocument()
    const details = (term: string) => canvas.getByText(term, { selector: 'dt' }).nextElementSibling
    await expect(details('Situation')).toHaveTextContent('Célibataire')
    await expect(details('Signe astrologique')).toHaveTextContent('Taureau')
    await expect(details('Taille')).toHaveTextContent('168 cm')
    await expect(details('Poids')).toHaveTextContent('58 kg')
    await expect(details('Recherche')).toHaveTextContent('Relation sérieuse')
    await expect(details('Cherche')).toHaveTextContent('Un homme')
    await expect(details("Tranche d'âge recherchée")).toHaveTextContent('26-35 ans, 36-50 ans')
    await expect(details('Fréquence sexuelle')).toHaveTextContent('2 à 3 fois par semaine')
    await expect(details('Orientation')).toHaveTextContent('Hétéro')
    await expect(details('Yeux')).toHaveTextContent('Noisette')
    await expect(details('Cheveux')).toHaveTextContent('Châtains')
    await expect(details('Silhouette')).toHaveTextContent('Normale')
    await expect(details('Études')).toHaveTextContent('Bac +3')
    await expect(details('Profession')).toHaveTextContent('Enseignant(e)')
    await expect(details('Enfants')).toHaveTextContent('Aucun')
    await expect(details('Tabac')).toHaveTextContent('Non-fumeur')
    await expect(details("Centres d'intérêt")).toHaveTextContent('Cinéma, Voyages')
    await expect(details('Disponibilité')).toHaveTextContent('En soirée')
    await expect(details('Pour')).toHaveTextContent('Un verre, Un dîner')
    await expect(details('Dates proposées')).toHaveTextContent('28/11/2026')

    const album = canvas.getByRole('region', { name: 'Album privé' })
    await expect(
      within(album).getByText("L'album privé de Sophie_Lyon (2 photos) est verrouillé."),
    ).toBeInTheDocument()
    await expect(within(album).getByRole('link', { name: "Demander l'accès par message" })).toHaveAttribute(
      'href',
      '/app/chat/sophie-lyon-20042',
    )
    const actions = canvas.getByRole('group', { name: 'Actions' })
    await expect(within(actions).getByRole('link', { name: 'Envoyer un message' })).toHaveAttribute(
      'href',
      '/app/chat/sophie-lyon-20042',
    )
    await userEvent.click(within(actions).getByRole('button', { name: 'Signaler' }))
    await waitFor(() => expect(currentUrl()).toHaveTextContent('modal=report&modalId=20042'))
    await userEvent.click(canvas.getByRole('button', { name: 'Voir la photo 2 de Sophie_Lyon' }))
    await waitFor(() => expect(currentUrl()).toHaveTextContent('modal=gallery&modalId=20042&modalPhoto=p2'))
  },
}

export const LoadedVisitSent: Story = {
  render: () => <Frozen value={{ loaded: 'visitSent' }} context={loaded()} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Sophie_Lyon' })).toBeInTheDocument()
    await expect(body.getByTestId('state-value')).toHaveTextContent('"visitSent"')
  },
}

/** A visitor: the profile, and an invitation to register instead of the actions. */
export const LoadedVisitNotNeeded: Story = {
  parameters: { viewer: 'visitor' },
  render: () => (
    <Frozen value={{ loaded: 'visitNotNeeded' }} context={loaded(SOPHIE, null)} hasSession={false} />
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Sophie_Lyon' })).toBeInTheDocument()
    await expect(canvas.getByRole('heading', { name: 'Envie de faire connaissance ?' })).toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Inscription gratuite' })).toHaveAttribute(
      'href',
      '/app/register?redirect=%2Fapp%2Fusers%2Fsophie-lyon-20042',
    )
    await expect(canvas.queryByRole('button', { name: 'Signaler' })).not.toBeInTheDocument()
    await expect(canvas.queryByRole('link', { name: "Demander l'accès par message" })).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }))
    await waitFor(() => expect(currentUrl()).toHaveTextContent('modal=login'))
  },
}

/** The member's own profile: no actions on themself, a link to edit it, their private album open. */
export const LoadedVisitNotNeededOwnProfile: Story = {
  render: () => (
    <Frozen
      value={{ loaded: 'visitNotNeeded' }}
      context={loaded(
        makeFullProfile({
          id: VIEWER_ID,
          nickname: 'Juliette75',
          privateAlbum: [makePhoto(6, { visibility: 'private' })],
        }),
      )}
    />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Modifier mon profil' })).toHaveAttribute(
      'href',
      '/app/account/edit-profile',
    )
    await expect(canvas.queryByRole('button', { name: 'Signaler' })).not.toBeInTheDocument()
    await expect(canvas.getByText(/Votre album privé n'est visible/)).toBeInTheDocument()
  },
}

/** As the page has it: the favorites feature's toggle, and the album-sharing prompt for the locked album. */
export const LoadedVisitSentWithFeatureSlots: Story = {
  render: () => <Frozen value={{ loaded: 'visitSent' }} context={loaded()} withSlots />,
  play: async ({ canvas, userEvent }) => {
    const actions = await canvas.findByRole('group', { name: 'Actions' })
    const favorite = within(actions).getByRole('button', { name: /Sophie_Lyon/ })
    await userEvent.click(favorite)
    await waitFor(() => expect(favoriteSyncs.at(-1)).toEqual({ action: 'add', memberId: '20042' }))
    await expect(
      canvas.getByRole('heading', { name: /L'album privé de Sophie_Lyon est verrouillé/ }),
    ).toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: "Demander l'accès" })).toBeInTheDocument()
  },
}

/** A shared private album shows its photos, numbered after the public ones. */
export const LoadedSharedPrivateAlbum: Story = {
  render: () => (
    <Frozen
      value={{ loaded: 'visitSent' }}
      context={loaded(
        makeFullProfile({ id: '20042', privateAlbum: [makePhoto(4, { visibility: 'private' })] }),
      )}
    />
  ),
  play: async ({ canvas }) => {
    const album = await canvas.findByRole('region', { name: 'Album privé' })
    await expect(
      within(album).getByText('Sophie_Lyon a partagé son album privé avec vous.'),
    ).toBeInTheDocument()
    await expect(
      within(album).getByRole('button', { name: 'Voir la photo 4 de Sophie_Lyon' }),
    ).toBeInTheDocument()
  },
}

/** A free member: blurred photos lead to the premium offer (spec section 6). */
export const LoadedBlurredForFreeMember: Story = {
  parameters: { viewer: 'free' },
  render: () => (
    <Frozen
      value={{ loaded: 'visitSent' }}
      context={loaded(
        makeFullProfile({
          id: '20042',
          avatar: makePhoto(1, { visibility: 'blur' }),
          publicAlbum: [makePhoto(1, { visibility: 'blur' }), makePhoto(2, { visibility: 'blur' })],
        }),
      )}
    />
  ),
  play: async ({ canvas }) => {
    const links = await canvas.findAllByRole('link', { name: 'Photo floutée : devenez Premium pour la voir' })
    await expect(links).toHaveLength(3)
    for (const link of links) await expect(link).toHaveAttribute('href', '/app/promotion')
  },
}

export const LoadedInEnglish: Story = {
  globals: { locale: 'en' },
  render: () => <Frozen value={{ loaded: 'visitSent' }} context={loaded()} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument()
    const details = (term: string) => canvas.getByText(term, { selector: 'dt' }).nextElementSibling
    await expect(details('Status')).toHaveTextContent('Single')
    await expect(details('Star sign')).toHaveTextContent('Taurus')
    await expect(details('Looking for')).toHaveTextContent('Serious relationship')
    await expect(canvas.getByText('34 years old · Woman · Lyon (69)')).toBeInTheDocument()
  },
}

export const LoadedInSpanish: Story = {
  globals: { locale: 'es' },
  render: () => <Frozen value={{ loaded: 'visitSent' }} context={loaded()} />,
  play: async ({ canvas }) => {
    const details = (term: string) => canvas.getByText(term, { selector: 'dt' }).nextElementSibling
    await expect(await canvas.findByText('Situación', { selector: 'dt' })).toBeInTheDocument()
    await expect(details('Situación')).toHaveTextContent('Soltero/a')
    await expect(details('Signo del zodiaco')).toHaveTextContent('Tauro')
  },
}

export const NotFound: Story = {
  render: () => <Frozen value="notFound" context={{ ...base, failure: 'notFound' }} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Profil introuvable' })).toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Rechercher des membres' })).toHaveAttribute(
      'href',
      '/app/search',
    )
  },
}

export const Failed: Story = {
  render: () => <Frozen value="failed" context={{ ...base, failure: 'loadFailed' }} />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Impossible de charger ce profil.')
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }))
    await expect(body.getByTestId('last-event')).toHaveTextContent('"profile.retry"')
  },
}

const liveProfile = profileMachine.provide({
  actors: {
    loadProfile: fromPromise<FullProfile, LoadProfileInput>(async () => {
      await wait(100)
      return SOPHIE
    }),
  },
})
const ratings: RatePhotoInput[] = []
const liveGallery = galleryMachineWith({
  loadGallery: async () => ({ owner: { id: '20042', nickname: 'Sophie_Lyon' }, photos: SOPHIE.publicAlbum }),
  ratePhoto: async (input) => {
    ratings.push(input)
    await wait(100)
  },
})

/** Live: the page loads, a photo opens the gallery (4 stars sent as 4, doubled by the API), then the report dialog. */
export const LiveWithDialogs: Story = {
  render: () => (
    <MachineStory
      machine={liveProfile}
      options={{ input: { slug: 'sophie-lyon-20042', viewerId: VIEWER_ID } }}
    >
      {(actorRef) => (
        <>
          <Page actorRef={actorRef} />
          <GalleryDialog logic={liveGallery} />
          <ReportDialog member={SOPHIE} logic={reportMachineWith()} />
        </>
      )}
    </MachineStory>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Voir la photo 2 de Sophie_Lyon' }))
    const gallery = within(await body.findByRole('dialog', { name: 'Photos de Sophie_Lyon' }))
    await expect(gallery.getByText(/Photo 2 sur 3/)).toBeInTheDocument()
    await userEvent.click(gallery.getByRole('radio', { name: '4 étoiles' }))
    await expect(await gallery.findByText('Merci ! Votre note a été enregistrée.')).toBeInTheDocument()
    await expect(ratings.at(-1)).toEqual({ userId: '20042', photoNum: '2', stars: 4 })
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument())

    await userEvent.click(canvas.getByRole('button', { name: 'Signaler' }))
    const report = within(await body.findByRole('dialog', { name: 'Signaler Sophie_Lyon' }))
    await userEvent.click(report.getByRole('button', { name: 'Envoyer le signalement' }))
    await expect(await report.findByText('Veuillez sélectionner une raison')).toBeInTheDocument()
  },
}

/** Every state of the profile machine has a story in this file. */
export const Coverage: Story = {
  render: () => {
    const { paths, missing } = stateStoryCoverage(profileMachine, storyNamesOf(stories))
    return (
      <p>
        States: {paths.join(', ')}. Without a story: {missing.length ? missing.join(', ') : 'none'}.
      </p>
    )
  },
  play: async ({ canvas }) => {
    await expect(stateStoryCoverage(profileMachine, storyNamesOf(stories)).missing).toEqual([])
    await expect(canvas.getByText(/Without a story: none/)).toBeInTheDocument()
  },
}
