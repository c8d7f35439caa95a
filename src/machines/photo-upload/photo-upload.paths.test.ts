import { describe, expect, it } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { photoUploadMachine } from './photo-upload.machine'
import { PREPARED, pickedFile } from './photo-upload.test-support'
import type { PhotoUploadEvent } from './photo-upload.types'

const events = [
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

describe('photo upload paths', () => {
  const paths = getShortestPaths(photoUploadMachine, {
    events,
    serializeState: (s) => JSON.stringify([s.value, s.context.isPrivate, s.context.error]),
  })
  const reached = new Set(paths.map((path) => String(path.state.value)))

  it('reaches every state', () => {
    expect([...reached].sort()).toEqual(statePaths(photoUploadMachine.root).sort())
  })

  it('uploads by picking, checking, encoding, submitting', () => {
    const done = paths.find((path) => path.state.matches('done'))
    expect(done?.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'file.selected',
      'xstate.done.actor.checkFile',
      'xstate.done.actor.prepareImage',
      'upload.submit',
      'upload.done',
    ])
  })

  it('never reaches the upload without encoding first', () => {
    for (const path of paths.filter((p) => p.state.matches('uploading'))) {
      const types = path.steps.map((step) => step.event.type)
      expect(types).toContain('xstate.done.actor.prepareImage')
    }
  })
})
