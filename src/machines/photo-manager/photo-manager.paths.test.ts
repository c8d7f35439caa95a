import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { events, serializeState } from './photo-manager.fixtures'
import { photoManagerMachine } from './photo-manager.machine'

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
    serializeState,
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
