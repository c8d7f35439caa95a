/**
 * Sample data for the gallery machine's generated paths: its paths test walks it with
 * xstate/graph, and so does the transition coverage (src/machines/transition-coverage.test.ts).
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate'
import { definePathFixtures } from '../../lib/path-fixtures'
import { galleryMachine } from './gallery.machine'
import { galleryResult } from './gallery.test-support'
import type { GalleryEvent } from './gallery.types'

export const events = [
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

export const input = { ownerId: '20042', viewerId: '10001' }

// What tells two states of one value apart: the context the guards read.
export const serializeState = (s: SnapshotFrom<typeof galleryMachine>) =>
  JSON.stringify([s.value, s.context.index, s.context.photos.map((p) => p.userRating), s.context.pending])

export const pathFixtures = definePathFixtures(galleryMachine, [{ events, input, serializeState }])
