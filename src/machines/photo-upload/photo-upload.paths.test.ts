import { describe, expect, it } from 'vitest'
import { getShortestPaths } from 'xstate/graph'
import { statePaths } from '../../lib/state-paths'
import { events, serializeState } from './photo-upload.fixtures'
import { photoUploadMachine } from './photo-upload.machine'

describe('photo upload paths', () => {
  const paths = getShortestPaths(photoUploadMachine, {
    events,
    serializeState,
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
