import { describe, expect, it } from 'vitest'
import { createMachine } from 'xstate'
import { stateCoverage, statePaths, storyKey } from './state-paths'

const socketLike = createMachine({
  id: 'socket',
  initial: 'disconnected',
  states: {
    disconnected: {},
    connecting: {},
    connected: {},
    reconnecting: { initial: 'waiting', states: { waiting: {}, retrying: {} } },
    error: {},
  },
})

describe('statePaths', () => {
  it('lists every state node below the root, parents first', () => {
    expect(statePaths(socketLike.root)).toEqual([
      'disconnected',
      'connecting',
      'connected',
      'reconnecting',
      'reconnecting.waiting',
      'reconnecting.retrying',
      'error',
    ])
  })

  it('walks parallel regions too', () => {
    const parallel = createMachine({
      type: 'parallel',
      states: { upload: { initial: 'idle', states: { idle: {} } }, form: {} },
    })
    expect(statePaths(parallel.root)).toEqual(['upload', 'upload.idle', 'form'])
  })

  it('gives nothing for a machine without states', () => {
    expect(statePaths({})).toEqual([])
  })
})

describe('storyKey', () => {
  it('matches dotted paths with story export names', () => {
    expect(storyKey('reconnecting.waiting')).toBe(storyKey('ReconnectingWaiting'))
    expect(storyKey('Reconnecting waiting')).toBe('reconnectingwaiting')
  })
})

describe('stateCoverage', () => {
  const paths = statePaths(socketLike.root)

  it('reports the states that have no story', () => {
    const result = stateCoverage(paths, ['Disconnected', 'Connecting', 'Connected', 'ReconnectingWaiting'])
    expect(result.missing).toEqual(['reconnecting.retrying', 'error'])
  })

  it('counts a parent as covered through its children', () => {
    const result = stateCoverage(paths, ['ReconnectingRetrying'])
    expect(result.covered).toEqual(['reconnecting', 'reconnecting.retrying'])
  })

  it('is complete when every leaf has a story', () => {
    const names = [
      'Disconnected',
      'Connecting',
      'Connected',
      'ReconnectingWaiting',
      'ReconnectingRetrying',
      'Error',
    ]
    expect(stateCoverage(paths, names).missing).toEqual([])
  })
})
