/**
 * Sample data for the photo manager machine's generated paths: its paths test walks it with
 * xstate/graph, and so does the transition coverage (src/machines/transition-coverage.test.ts).
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate'
import { definePathFixtures } from '../../lib/path-fixtures'
import { photoManagerMachine } from './photo-manager.machine'
import { PHOTOS, photo } from './photo-manager.test-support'
import type { PhotoManagerEvent } from './photo-manager.types'

// The member's events and the calls' answers (one list with a photo lacking its index).
export const events = [
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

// What tells two states of one value apart: the context the guards read.
export const serializeState = (s: SnapshotFrom<typeof photoManagerMachine>) =>
  JSON.stringify([
    s.value,
    s.context.photos.length,
    s.context.pendingDeleteId,
    s.context.pendingMainId,
    s.context.error,
  ])

export const pathFixtures = definePathFixtures(photoManagerMachine, [{ events, serializeState }])
