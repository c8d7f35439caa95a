import { describe, expect, it } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { galleryMachine } from './gallery.machine'
import { galleryResult } from './gallery.test-support'
import type { GalleryEvent } from './gallery.types'

function activePaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value]
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => [
    prefix + key,
    ...activePaths(child, `${prefix}${key}.`),
  ])
}

const events = [
  { type: 'photo.next' },
  { type: 'photo.previous' },
  { type: 'photo.show', index: 1 },
  { type: 'photo.rate', stars: 4 },
  { type: 'gallery.retry' },
  { type: 'xstate.done.actor.loadGallery', output: galleryResult(2) },
  { type: 'xstate.done.actor.loadGallery', output: galleryResult(0) },
  { type: 'xstate.error.actor.loadGallery', error: new Error('down') },
  { type: 'xstate.done.actor.ratePhoto', output: undefined },
  { type: 'xstate.error.actor.ratePhoto', error: new Error('down') },
] as AnyEventObject[] as GalleryEvent[]

describe('gallery machine paths', () => {
  const paths = getShortestPaths(galleryMachine, {
    events,
    input: { ownerId: '20042', viewerId: '10001' },
    serializeState: (s) =>
      JSON.stringify([
        s.value,
        s.context.index,
        s.context.photos.map((p) => p.userRating),
        s.context.pending,
      ]),
  })
  const reached = new Set(paths.flatMap((path) => activePaths(path.state.value)))

  it('reaches every state', () => {
    expect([...reached].sort()).toEqual(statePaths(galleryMachine.root).sort())
  })

  it('rates only once the albums are loaded', () => {
    const path = paths.find((p) => p.state.matches({ ready: 'rating' }))
    expect(path?.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'xstate.done.actor.loadGallery',
      'photo.rate',
    ])
  })
})
