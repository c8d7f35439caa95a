import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { events, input, serializeState } from './photo-editor.fixtures'
import { photoEditorMachine } from './photo-editor.machine'

describe('photo editor paths', () => {
  const paths = getShortestPaths(photoEditorMachine, {
    events,
    input,
    serializeState,
  })

  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => String(path.state.value)))
    expect([...reached].sort()).toEqual(statePaths(photoEditorMachine.root).sort())
  })

  it('saves only after a crop was chosen', () => {
    for (const path of paths.filter((p) => p.state.matches('saving') || p.state.matches('saved'))) {
      const types = path.steps.map((step) => step.event.type)
      expect(types.indexOf('photo.crop.change')).toBeGreaterThan(-1)
      expect(types.indexOf('photo.crop.change')).toBeLessThan(types.indexOf('photo.crop.confirm'))
    }
  })
})
