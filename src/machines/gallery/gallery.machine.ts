/**
 * The gallery dialog (modal `gallery`, spec sections 2, 5 and 7): a member's photos with thumbnails,
 * one shown large, rated from 1 to 5 stars (sent doubled). Visitors and the owner may look but not
 * rate; private photos are only there when the owner shared them, and cannot be rated. Holds error
 * codes and the server's own text, never translated text.
 *
 * - `loading`: reads the owner's albums.
 * - `ready`: `idle` shows a photo (thumbnails, previous, next); `rating` sends a rating (another one
 *   meanwhile is ignored; moving to another photo is not). A success stores the rating on its photo.
 * - `empty`: the owner has no photo the viewer may see.
 * - `failed`: the albums could not be read; `gallery.retry` tries again.
 */
import { type ActorRefFrom, assign, setup } from 'xstate'
import type { Photo } from '../../api/models/photo'
import { isStarRating } from '../photo-vote/photo-vote.machine'
import { toVoteFailure } from '../photo-vote/vote-failure'
import { loadGallery, ratePhoto } from './gallery.actors'
import type { GalleryContext, GalleryEvent, GalleryInput, GalleryLoadResult } from './gallery.types'

/** Only a public photo, seen unblurred, of someone else can be rated by a member. */
export function canRatePhoto(
  context: Pick<GalleryContext, 'viewerId' | 'ownerId'>,
  photo: Photo | undefined,
) {
  return context.viewerId !== null && context.viewerId !== context.ownerId && photo?.visibility === 'public'
}

const wrap = (index: number, length: number) => (length === 0 ? 0 : (index + length) % length)

export const galleryMachine = setup({
  types: {
    context: {} as GalleryContext,
    events: {} as GalleryEvent,
    input: {} as GalleryInput,
  },
  actors: { loadGallery, ratePhoto },
  guards: {
    hasPhotos: (_, params: { result: GalleryLoadResult }) => params.result.photos.length > 0,
    canRate: ({ context, event }) =>
      event.type === 'photo.rate' &&
      isStarRating(event.stars) &&
      canRatePhoto(context, context.photos[context.index]),
  },
  actions: {
    storeGallery: assign(({ context }, params: { result: GalleryLoadResult }) => {
      const found = params.result.photos.findIndex((photo) => photo.id === context.initialPhotoId)
      return { owner: params.result.owner, photos: params.result.photos, index: Math.max(found, 0) }
    }),
    showPhoto: assign(({ context, event }) => {
      const length = context.photos.length
      const index =
        event.type === 'photo.show'
          ? Math.min(Math.max(Math.trunc(event.index), 0), Math.max(length - 1, 0))
          : event.type === 'photo.next'
            ? wrap(context.index + 1, length)
            : event.type === 'photo.previous'
              ? wrap(context.index - 1, length)
              : context.index
      return { index, ratedPhotoId: null, ratingFailure: null }
    }),
    startRating: assign(({ context, event }) => {
      const photo = context.photos[context.index]
      if (event.type !== 'photo.rate' || !photo) return {}
      return { pending: { photoId: photo.id, stars: event.stars }, ratedPhotoId: null, ratingFailure: null }
    }),
    storeRating: assign(({ context }) => {
      const pending = context.pending
      if (!pending) return {}
      return {
        photos: context.photos.map((photo) =>
          photo.id === pending.photoId ? { ...photo, userRating: pending.stars * 2 } : photo,
        ),
        pending: null,
        ratedPhotoId: pending.photoId,
      }
    }),
    storeRatingFailure: assign({
      ratingFailure: (_, params: { error: unknown }) => toVoteFailure(params.error),
      pending: null,
    }),
  },
}).createMachine({
  id: 'gallery',
  context: ({ input }) => ({
    ownerId: input.ownerId,
    initialPhotoId: input.photoId ?? null,
    viewerId: input.viewerId,
    owner: null,
    photos: [],
    index: 0,
    pending: null,
    ratedPhotoId: null,
    ratingFailure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadGallery',
        src: 'loadGallery',
        input: ({ context }) => ({ ownerId: context.ownerId }),
        onDone: [
          {
            guard: { type: 'hasPhotos', params: ({ event }) => ({ result: event.output }) },
            target: 'ready',
            actions: { type: 'storeGallery', params: ({ event }) => ({ result: event.output }) },
          },
          {
            target: 'empty',
            actions: { type: 'storeGallery', params: ({ event }) => ({ result: event.output }) },
          },
        ],
        onError: { target: 'failed' },
      },
    },
    ready: {
      on: {
        'photo.show': { actions: 'showPhoto' },
        'photo.next': { actions: 'showPhoto' },
        'photo.previous': { actions: 'showPhoto' },
      },
      initial: 'idle',
      states: {
        idle: {
          on: {
            'photo.rate': { guard: 'canRate', target: 'rating', actions: 'startRating' },
          },
        },
        rating: {
          invoke: {
            id: 'ratePhoto',
            src: 'ratePhoto',
            input: ({ context }) => {
              const photo = context.photos.find((p) => p.id === context.pending?.photoId)
              return {
                userId: context.ownerId,
                photoNum: photo?.num ?? '',
                stars: context.pending?.stars ?? 0,
              }
            },
            onDone: { target: 'idle', actions: 'storeRating' },
            onError: {
              target: 'idle',
              actions: { type: 'storeRatingFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    empty: {},
    failed: {
      on: { 'gallery.retry': 'loading' },
    },
  },
})

export type GalleryActorRef = ActorRefFrom<typeof galleryMachine>
