import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { ApiError, RefusedError } from '../../api/errors'
import { type Deferred, deferred, flush } from '../../lib/deferred.test-support'
import { selectFavoriteFailure, selectIsFavorite, selectIsSyncing } from './favorite-toggle.selectors'
import { favoriteToggleMachineWith, type SyncFavoriteInput } from './favorite-toggle.test-support'
import type { FavoriteToggleEmitted } from './favorite-toggle.types'

function start(isFavorite: boolean) {
  const calls: SyncFavoriteInput[] = []
  let answer: Deferred<void> = deferred()
  const actor = createActor(
    favoriteToggleMachineWith((input) => {
      calls.push(input)
      answer = deferred()
      return answer.promise
    }),
    { input: { memberId: '42', isFavorite } },
  ).start()
  const emitted: FavoriteToggleEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  return { actor, calls, emitted, answer: () => answer, state: () => actor.getSnapshot() }
}

describe('favorite toggle', () => {
  it('shows the change at once, then confirms it with setFriend add', async () => {
    const t = start(false)
    t.actor.send({ type: 'favorite.toggle' })
    expect(selectIsFavorite(t.state())).toBe(true)
    expect(selectIsSyncing(t.state())).toBe(true)
    expect(t.calls).toEqual([{ action: 'add', memberId: '42' }])
    t.answer().resolve()
    await flush()
    expect(t.state().value).toBe('idle')
    expect(selectIsFavorite(t.state())).toBe(true)
    expect(t.emitted).toEqual([{ type: 'favorite.changed', memberId: '42', isFavorite: true }])
  })

  it('removes with setFriend del', async () => {
    const t = start(true)
    t.actor.send({ type: 'favorite.toggle' })
    expect(t.state().value).toBe('removing')
    expect(selectIsFavorite(t.state())).toBe(false)
    expect(t.calls).toEqual([{ action: 'del', memberId: '42' }])
    t.answer().resolve()
    await flush()
    expect(selectIsFavorite(t.state())).toBe(false)
  })

  it('rolls back with the server text when the server refuses', async () => {
    const t = start(false)
    t.actor.send({ type: 'favorite.toggle' })
    t.answer().reject(new RefusedError('POST /ajax_api/setFriend', 'Trop de favoris'))
    await flush()
    expect(t.state().value).toBe('idle')
    expect(selectIsFavorite(t.state())).toBe(false)
    expect(selectFavoriteFailure(t.state())).toEqual({ code: 'refused', message: 'Trop de favoris' })
    expect(t.emitted).toEqual([
      {
        type: 'favorite.rolledBack',
        memberId: '42',
        isFavorite: false,
        failure: { code: 'refused', message: 'Trop de favoris' },
      },
    ])
  })

  it('rolls back a removal that never reached the server, and clears the failure on the next try', async () => {
    const t = start(true)
    t.actor.send({ type: 'favorite.toggle' })
    t.answer().reject(new ApiError(0, '', 'POST /ajax_api/setFriend'))
    await flush()
    expect(selectIsFavorite(t.state())).toBe(true)
    expect(selectFavoriteFailure(t.state())).toEqual({ code: 'offline' })
    t.actor.send({ type: 'favorite.toggle' })
    expect(selectFavoriteFailure(t.state())).toBeNull()
    expect(t.calls).toHaveLength(2)
  })

  it('ignores clicks while a change is on its way, so the server never gets two', async () => {
    const t = start(false)
    t.actor.send({ type: 'favorite.toggle' })
    t.actor.send({ type: 'favorite.toggle' })
    t.actor.send({ type: 'favorite.toggle' })
    expect(t.calls).toHaveLength(1)
    expect(selectIsFavorite(t.state())).toBe(true)
  })

  it('takes the state the page learned elsewhere, but not in the middle of a change', () => {
    const t = start(false)
    t.actor.send({ type: 'favorite.known', isFavorite: true })
    expect(selectIsFavorite(t.state())).toBe(true)
    t.actor.send({ type: 'favorite.toggle' })
    t.actor.send({ type: 'favorite.known', isFavorite: true })
    expect(selectIsFavorite(t.state())).toBe(false)
  })
})
