import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { ApiError, RefusedError } from '../../api/errors'
import type { Photo } from '../../api/models/photo'
import { type Deferred, deferred, flush } from '../../lib/deferred.test-support'
import { albumLookOf } from './album-sharing.actors'
import {
  selectIsAnswering,
  selectLastAnswer,
  selectLockedCount,
  selectMyFailure,
  selectSharedPhotos,
  selectTheirAlbumStatus,
  selectTheirFailure,
} from './album-sharing.selectors'
import { albumSharingMachineWith, LOCKED_ALBUM, SHARED_ALBUM } from './album-sharing.test-support'
import type { AlbumAnswer, AlbumSharingEmitted, LoadAlbumInput } from './album-sharing.types'

function start(knownPhotos?: Photo[]) {
  const loads: LoadAlbumInput[] = []
  const loadAnswers: Deferred<Photo[]>[] = []
  const sends: AlbumAnswer[] = []
  const sendAnswers: Deferred<void>[] = []
  const actor = createActor(
    albumSharingMachineWith({
      load: (input) => {
        loads.push(input)
        const d = deferred<Photo[]>()
        loadAnswers.push(d)
        return d.promise
      },
      send: (input) => {
        sends.push(input.action)
        const d = deferred<void>()
        sendAnswers.push(d)
        return d.promise
      },
    }),
    { input: { contactId: '20001', knownPhotos: knownPhotos ?? null } },
  ).start()
  const emitted: AlbumSharingEmitted[] = []
  actor.on('*', (e) => emitted.push(e))
  const status = () => selectTheirAlbumStatus(actor.getSnapshot())
  const loaded = async (photos: Photo[]) => {
    loadAnswers.at(-1)!.resolve(photos)
    await flush()
  }
  return {
    actor,
    loads,
    loadAnswers,
    sends,
    sendAnswers,
    emitted,
    status,
    loaded,
    state: () => actor.getSnapshot(),
  }
}

describe("the contact's album", () => {
  it('is locked until its owner shares it; the request opens the chat', async () => {
    const t = start()
    expect(t.status()).toBe('loading')
    expect(t.loads).toEqual([{ contactId: '20001', knownPhotos: null, fresh: false }])
    await t.loaded(LOCKED_ALBUM)
    expect(t.status()).toBe('locked')
    expect(selectLockedCount(t.state())).toBe(2)
    expect(selectSharedPhotos(t.state())).toEqual([])
    t.actor.send({ type: 'album.request' })
    expect(t.status()).toBe('requesting')
    expect(t.sends).toEqual(['request'])
    t.sendAnswers[0]!.resolve()
    await flush()
    expect(t.status()).toBe('requested')
    expect(t.emitted).toEqual([{ type: 'album.requested', contactId: '20001' }])
  })

  it('keeps the album locked with the reason when the request fails', async () => {
    const t = start()
    await t.loaded(LOCKED_ALBUM)
    t.actor.send({ type: 'album.request' })
    t.sendAnswers[0]!.reject(
      new RefusedError('GET /ajax_api/send_message', 'Ce membre ne souhaite pas recevoir vos messages.'),
    )
    await flush()
    expect(t.status()).toBe('locked')
    expect(selectTheirFailure(t.state())).toEqual({
      code: 'refused',
      message: 'Ce membre ne souhaite pas recevoir vos messages.',
    })
    expect(t.emitted).toEqual([])
  })

  it("opens when the owner's answer arrives, read anew from the server", async () => {
    const t = start()
    await t.loaded(LOCKED_ALBUM)
    t.actor.send({
      type: 'realtime.received',
      message: { action: 'album_answer', infos_exp: { id: '99999' } },
    })
    expect(t.loads).toHaveLength(1)
    t.actor.send({
      type: 'realtime.received',
      message: { action: 'album_answer', infos_exp: { id: '20001' } },
    })
    expect(t.loads.at(-1)).toEqual({ contactId: '20001', knownPhotos: null, fresh: true })
    await t.loaded(SHARED_ALBUM)
    expect(t.status()).toBe('shared')
    expect(selectSharedPhotos(t.state()).map((p) => p.id)).toEqual(['61', '62'])
  })

  it('starts from the photos the page already has, then reads the server on later news', async () => {
    const t = start(LOCKED_ALBUM)
    expect(t.loads[0]!.knownPhotos).toEqual(LOCKED_ALBUM)
    await t.loaded(LOCKED_ALBUM)
    t.actor.send({
      type: 'realtime.received',
      message: { action: 'album_answer', infos_exp: { id: '20001' } },
    })
    expect(t.loads[1]!.knownPhotos).toBeNull()
  })

  it('is empty without private photos, and can be read again after a failure', async () => {
    const t = start()
    await t.loaded([])
    expect(t.status()).toBe('empty')
    const u = start()
    u.loadAnswers[0]!.reject(new ApiError(0, '', 'GET /index_api/user'))
    await flush()
    expect(u.status()).toBe('failed')
    expect(selectTheirFailure(u.state())).toEqual({ code: 'offline' })
    u.actor.send({ type: 'album.retry' })
    expect(u.loads.at(-1)!.fresh).toBe(true)
    await u.loaded(SHARED_ALBUM)
    expect(u.status()).toBe('shared')
  })
})

describe("answering a request for the member's album", () => {
  it('accepts with a1 and says so', async () => {
    const t = start()
    t.actor.send({ type: 'album.accept' })
    t.actor.send({ type: 'album.refuse' })
    expect(t.sends).toEqual(['accept'])
    expect(selectIsAnswering(t.state())).toBe(true)
    t.sendAnswers[0]!.resolve()
    await flush()
    expect(selectLastAnswer(t.state())).toBe('accept')
    expect(t.emitted).toEqual([{ type: 'album.answered', contactId: '20001', accepted: true }])
  })

  it('refuses with a-1; a failure keeps its reason and lets the member answer again', async () => {
    const t = start()
    t.actor.send({ type: 'album.refuse' })
    t.sendAnswers[0]!.reject(new ApiError(500, '', 'GET /ajax_api/send_message'))
    await flush()
    expect(selectMyFailure(t.state())).toEqual({ code: 'failed' })
    expect(selectLastAnswer(t.state())).toBeNull()
    t.actor.send({ type: 'album.refuse' })
    expect(selectMyFailure(t.state())).toBeNull()
    t.sendAnswers[1]!.resolve()
    await flush()
    expect(selectLastAnswer(t.state())).toBe('refuse')
    expect(t.emitted).toEqual([{ type: 'album.answered', contactId: '20001', accepted: false }])
  })
})

describe('albumLookOf', () => {
  it('tells no album, a locked one and a shared one apart', () => {
    expect(albumLookOf([])).toEqual({ status: 'none', photos: [] })
    expect(albumLookOf(LOCKED_ALBUM).status).toBe('locked')
    const mixed = albumLookOf([...SHARED_ALBUM, LOCKED_ALBUM[0]!])
    expect(mixed.status).toBe('shared')
    expect(mixed.photos.map((p) => p.visibility)).toEqual(['private', 'private'])
  })
})
