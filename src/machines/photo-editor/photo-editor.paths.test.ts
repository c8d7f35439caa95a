import { describe, expect, it } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { photoEditorMachine } from './photo-editor.machine'
import { EDITED_PHOTO } from './photo-editor.test-support'
import type { PhotoEditorEvent } from './photo-editor.types'

const events = [
  { type: 'photo.crop.change', crop: { x: 0, y: 0, width: 100, height: 100 } },
  { type: 'photo.area.change', area: { x: 0, y: 0, width: 400, height: 300 } },
  { type: 'photo.crop.move', dx: 1, dy: 0 },
  { type: 'photo.crop.resize', by: -1 },
  { type: 'photo.zoom.change', zoom: 2 },
  { type: 'photo.private.change', value: true },
  { type: 'photo.crop.confirm' },
  { type: 'photo.edit.cancel' },
  { type: 'xstate.done.actor.savePhoto', output: undefined },
  { type: 'xstate.error.actor.savePhoto', error: new Error('refused') },
] as AnyEventObject[] as PhotoEditorEvent[]

describe('photo editor paths', () => {
  const paths = getShortestPaths(photoEditorMachine, {
    events,
    input: { photo: EDITED_PHOTO },
    serializeState: (s) =>
      JSON.stringify([
        s.value,
        s.context.crop !== null,
        s.context.area !== null,
        s.context.zoom,
        s.context.isPrivate,
        s.context.error,
      ]),
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
