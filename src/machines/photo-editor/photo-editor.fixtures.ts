/**
 * Sample data for the photo editor machine's generated paths: its paths test walks it with
 * xstate/graph, and so does the transition coverage (src/machines/transition-coverage.test.ts).
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate'
import { definePathFixtures } from '../../lib/path-fixtures'
import { photoEditorMachine } from './photo-editor.machine'
import { EDITED_PHOTO } from './photo-editor.test-support'
import type { PhotoEditorEvent } from './photo-editor.types'

export const events = [
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

export const input = { photo: EDITED_PHOTO }

// What tells two states of one value apart: the context the guards read.
export const serializeState = (s: SnapshotFrom<typeof photoEditorMachine>) =>
  JSON.stringify([
    s.value,
    s.context.crop !== null,
    s.context.area !== null,
    s.context.zoom,
    s.context.isPrivate,
    s.context.error,
  ])

export const pathFixtures = definePathFixtures(photoEditorMachine, [{ events, input, serializeState }])
