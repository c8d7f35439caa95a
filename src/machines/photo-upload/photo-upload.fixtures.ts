/**
 * Sample data for the photo upload machine's generated paths: its paths test walks it with
 * xstate/graph, and so does the transition coverage (src/machines/transition-coverage.test.ts).
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate'
import { definePathFixtures } from '../../lib/path-fixtures'
import { photoUploadMachine } from './photo-upload.machine'
import { PREPARED, pickedFile } from './photo-upload.test-support'
import type { PhotoUploadEvent } from './photo-upload.types'

export const events = [
  { type: 'file.selected', file: pickedFile() },
  { type: 'private.change', value: true },
  { type: 'upload.submit' },
  { type: 'upload.progress', fraction: 0.5 },
  { type: 'upload.done' },
  { type: 'upload.failed', error: new Error('down') },
  { type: 'xstate.done.actor.checkFile', output: { ok: true, type: 'image/jpeg' } },
  { type: 'xstate.done.actor.checkFile', output: { ok: false, error: 'notAnImage' } },
  { type: 'xstate.error.actor.checkFile', error: new Error('unreadable') },
  { type: 'xstate.done.actor.prepareImage', output: PREPARED },
  { type: 'xstate.error.actor.prepareImage', error: new Error('corrupt') },
  { type: 'xstate.error.actor.sendPhoto', error: new Error('crashed') },
] as AnyEventObject[] as PhotoUploadEvent[]

// What tells two states of one value apart: the context the guards read.
export const serializeState = (s: SnapshotFrom<typeof photoUploadMachine>) =>
  JSON.stringify([s.value, s.context.isPrivate, s.context.error])

export const pathFixtures = definePathFixtures(photoUploadMachine, [{ events, serializeState }])
