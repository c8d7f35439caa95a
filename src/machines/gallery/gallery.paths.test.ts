import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { events, input, serializeState } from './gallery.fixtures'
import { galleryMachine } from './gallery.machine'

function activePaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value]
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => [
    prefix + key,
    ...activePaths(child, `${prefix}${key}.`),
  ])
}

describe('gallery machine paths', () => {
  const paths = getShortestPaths(galleryMachine, {
    events,
    input,
    serializeState,
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
