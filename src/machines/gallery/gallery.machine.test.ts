import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { RefusedError } from '../../api/errors'
import { makeFullProfile, makePhoto } from '../profile/profile.test-support'
import { galleryPhotosOf } from './gallery.actors'
import {
  selectCanRate,
  selectCurrentPhoto,
  selectHasFailed,
  selectIndex,
  selectIsEmpty,
  selectIsRating,
  selectIsReady,
  selectJustRated,
  selectRatingFailure,
  selectShownStars,
} from './gallery.selectors'
import { galleryMachineWith, galleryResult } from './gallery.test-support'
import type { GalleryInput, RatePhotoInput } from './gallery.types'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

function start(input: Partial<GalleryInput> = {}) {
  const ratings: RatePhotoInput[] = []
  let answer = deferred<void>()
  const machine = galleryMachineWith({
    ratePhoto: (rating) => {
      ratings.push(rating)
      answer = deferred<void>()
      return answer.promise
    },
  })
  const actor = createActor(machine, { input: { ownerId: '20042', viewerId: '10001', ...input } }).start()
  return { actor, ratings, answer: () => answer }
}

describe('gallery machine', () => {
  it('opens on the photo asked for, else the first', async () => {
    const first = start()
    await waitFor(first.actor, selectIsReady)
    expect(selectIndex(first.actor.getSnapshot())).toBe(0)
    const third = start({ photoId: 'p3' })
    await waitFor(third.actor, selectIsReady)
    expect(selectCurrentPhoto(third.actor.getSnapshot())?.id).toBe('p3')
    const unknown = start({ photoId: 'nope' })
    await waitFor(unknown.actor, selectIsReady)
    expect(selectIndex(unknown.actor.getSnapshot())).toBe(0)
  })

  it('moves between photos, looping at both ends, and jumps to a thumbnail', async () => {
    const { actor } = start()
    await waitFor(actor, selectIsReady)
    actor.send({ type: 'photo.previous' })
    expect(selectIndex(actor.getSnapshot())).toBe(3)
    actor.send({ type: 'photo.next' })
    expect(selectIndex(actor.getSnapshot())).toBe(0)
    actor.send({ type: 'photo.show', index: 2 })
    expect(selectIndex(actor.getSnapshot())).toBe(2)
    actor.send({ type: 'photo.show', index: 99 })
    expect(selectIndex(actor.getSnapshot())).toBe(3)
  })

  it('rates the photo shown: owner id, photo num and the stars; stores the score on the photo', async () => {
    const { actor, ratings, answer } = start()
    await waitFor(actor, selectIsReady)
    actor.send({ type: 'photo.show', index: 1 })
    actor.send({ type: 'photo.rate', stars: 4 })
    expect(selectIsRating(actor.getSnapshot())).toBe(true)
    expect(selectShownStars(actor.getSnapshot())).toBe(4)
    actor.send({ type: 'photo.rate', stars: 1 })
    expect(ratings).toEqual([{ userId: '20042', photoNum: '2', stars: 4 }])
    answer().resolve()
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    expect(selectCurrentPhoto(actor.getSnapshot())?.userRating).toBe(8)
    expect(selectShownStars(actor.getSnapshot())).toBe(4)
    expect(selectJustRated(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'photo.next' })
    expect(selectJustRated(actor.getSnapshot())).toBe(false)
  })

  it('stores the rating on the photo that was rated, even after moving on', async () => {
    const { actor, answer } = start()
    await waitFor(actor, selectIsReady)
    actor.send({ type: 'photo.rate', stars: 5 })
    actor.send({ type: 'photo.next' })
    answer().resolve()
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    expect(actor.getSnapshot().context.photos[0]?.userRating).toBe(10)
    expect(selectCurrentPhoto(actor.getSnapshot())?.userRating).toBeNull()
  })

  it('keeps the failure of a refused rating', async () => {
    const { actor, answer } = start()
    await waitFor(actor, selectIsReady)
    actor.send({ type: 'photo.rate', stars: 3 })
    answer().reject(new RefusedError('POST /ajax_api/gal_vote', 'Photo introuvable'))
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    expect(selectRatingFailure(actor.getSnapshot())).toEqual({ code: 'server', message: 'Photo introuvable' })
    expect(selectShownStars(actor.getSnapshot())).toBe(0)
  })

  it('lets neither a visitor nor the owner rate, nor anyone rate a blurred or private photo', async () => {
    for (const input of [{ viewerId: null }, { viewerId: '20042' }]) {
      const { actor, ratings } = start(input)
      await waitFor(actor, selectIsReady)
      expect(selectCanRate(actor.getSnapshot())).toBe(false)
      actor.send({ type: 'photo.rate', stars: 4 })
      expect(ratings).toEqual([])
    }
    const machine = galleryMachineWith({
      loadGallery: async () => ({
        owner: { id: '20042', nickname: 'S' },
        photos: [makePhoto(1, { visibility: 'blur' }), makePhoto(2, { visibility: 'private' })],
      }),
    })
    const actor = createActor(machine, { input: { ownerId: '20042', viewerId: '10001' } }).start()
    await waitFor(actor, selectIsReady)
    expect(selectCanRate(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'photo.next' })
    expect(selectCanRate(actor.getSnapshot())).toBe(false)
  })

  it('is empty without photos, and failed (then retried) when the albums cannot be read', async () => {
    let attempt = 0
    const machine = galleryMachineWith({
      loadGallery: async () => {
        attempt += 1
        if (attempt === 1) throw new Error('down')
        return galleryResult(0)
      },
    })
    const actor = createActor(machine, { input: { ownerId: '1', viewerId: null } }).start()
    await waitFor(actor, selectHasFailed)
    actor.send({ type: 'gallery.retry' })
    await waitFor(actor, selectIsEmpty)
  })
})

describe('galleryPhotosOf', () => {
  it('keeps the public album and the private photos that are not locked', () => {
    const profile = makeFullProfile({
      publicAlbum: [makePhoto(1), makePhoto(2, { normal: '' })],
      privateAlbum: [makePhoto(3, { visibility: 'locked' }), makePhoto(4, { visibility: 'private' })],
    })
    expect(galleryPhotosOf(profile).map((p) => p.id)).toEqual(['p1', 'p4'])
  })
})
