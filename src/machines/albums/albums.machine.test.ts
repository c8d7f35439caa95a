import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { makeCard } from '../profile/profile.test-support'
import { albumsMachine } from './albums.machine'
import {
  selectHasFailed,
  selectIsEmpty,
  selectIsLoaded,
  selectPage,
  selectProfiles,
  selectTotal,
} from './albums.selectors'
import type { AlbumsPage } from './albums.types'

const pageOf = (page: number): AlbumsPage => ({
  profiles: Array.from({ length: 12 }, (_, i) => makeCard(page * 100 + i)),
  pageCount: 3,
  total: 30,
})

function start(load: (input: { page: number }) => Promise<AlbumsPage> = async ({ page }) => pageOf(page)) {
  const calls: number[] = []
  const machine = albumsMachine.provide({
    actors: {
      loadAlbums: fromPromise<AlbumsPage, { page: number }>(({ input }) => {
        calls.push(input.page)
        return load(input)
      }),
    },
  })
  const actor = createActor(machine, { input: {} }).start()
  return { actor, calls }
}

describe('albums machine', () => {
  it('reads page 1, then the pages asked for within the count', async () => {
    const { actor, calls } = start()
    await waitFor(actor, selectIsLoaded)
    expect(selectProfiles(actor.getSnapshot())).toHaveLength(12)
    expect(selectTotal(actor.getSnapshot())).toBe(30)
    actor.send({ type: 'page.goto', page: 4 })
    actor.send({ type: 'page.goto', page: 1 })
    expect(calls).toEqual([1])
    actor.send({ type: 'page.goto', page: 2 })
    await waitFor(actor, selectIsLoaded)
    expect(calls).toEqual([1, 2])
    expect(selectPage(actor.getSnapshot())).toBe(2)
  })

  it('starts on the page given, when it is a page', async () => {
    const calls: number[] = []
    const machine = albumsMachine.provide({
      actors: {
        loadAlbums: fromPromise<AlbumsPage, { page: number }>(async ({ input }) => {
          calls.push(input.page)
          return pageOf(input.page)
        }),
      },
    })
    createActor(machine, { input: { page: 3 } }).start()
    createActor(machine, { input: { page: -2 } }).start()
    expect(calls).toEqual([3, 1])
  })

  it('is empty without albums, and failed (then retried) when the page cannot be read', async () => {
    let attempt = 0
    const { actor } = start(async () => {
      attempt += 1
      if (attempt === 1) throw new Error('down')
      return { profiles: [], pageCount: 0, total: 0 }
    })
    await waitFor(actor, selectHasFailed)
    actor.send({ type: 'albums.retry' })
    await waitFor(actor, selectIsEmpty)
  })
})
