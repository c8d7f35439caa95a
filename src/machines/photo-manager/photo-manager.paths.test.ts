import { describe, expect, it } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { photoManagerMachine } from './photo-manager.machine'
import { PHOTOS, photo } from './photo-manager.test-support'
import type { PhotoManagerEvent } from './photo-manager.types'

// The member's events and the calls' answers (one list with a photo lacking its index).
const events = [
  { type: 'photos.retry' },
  { type: 'photos.changed' },
  { type: 'photo.setMain', photoId: '2' },
  { type: 'photo.delete', photoId: '2' },
  { type: 'photo.delete', photoId: 'x' },
  { type: 'photo.delete.confirm' },
  { type: 'photo.delete.cancel' },
  { type: 'error.dismiss' },
  { type: 'xstate.done.actor.loadPhotos', output: PHOTOS },
  { type: 'xstate.done.actor.loadPhotos', output: [...PHOTOS, photo('x', { num: '' })] },
  { type: 'xstate.error.actor.loadPhotos', error: new Error('down') },
  { type: 'xstate.done.actor.makeMainPhoto', output: undefined },
  { type: 'xstate.error.actor.makeMainPhoto', error: new Error('refused') },
  { type: 'xstate.done.actor.removePhoto', output: undefined },
  { type: 'xstate.error.actor.removePhoto', error: new Error('refused') },
] as AnyEventObject[] as PhotoManagerEvent[]

function activePaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value]
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => [
    prefix + key,
    ...activePaths(child, `${prefix}${key}.`),
  ])
}

describe('photo manager paths', () => {
  const paths = getShortestPaths(photoManagerMachine, {
    events,
    serializeState: (s) =>
      JSON.stringify([
        s.value,
        s.context.photos.length,
        s.context.pendingDeleteId,
        s.context.pendingMainId,
        s.context.error,
      ]),
  })
  const reached = new Set(paths.flatMap((path) => activePaths(path.state.value)))

  it('reaches every state', () => {
    expect([...reached].sort()).toEqual(statePaths(photoManagerMachine.root).sort())
  })

  it('deletes only by asking and confirming', () => {
    const deleting = paths.find((path) => path.state.matches({ ready: 'deleting' }))
    const types = deleting?.steps.map((step) => step.event.type) ?? []
    expect(types.slice(-2)).toEqual(['photo.delete', 'photo.delete.confirm'])
  })

  it('keeps the failure code on the way back to idle', () => {
    const failed = paths.filter((path) => path.state.matches({ ready: 'idle' }) && path.state.context.error)
    expect(new Set(failed.map((path) => path.state.context.error))).toEqual(
      new Set(['setMainFailed', 'deleteFailed', 'refreshFailed']),
    )
  })
})
