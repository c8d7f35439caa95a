/**
 * Sample data for the modal router machine's generated paths: its paths test walks it with
 * xstate/graph, and so does the transition coverage (src/machines/transition-coverage.test.ts).
 */

import { definePathFixtures } from '../../lib/path-fixtures'
import { modalRouterMachine } from './modal-router.machine'
import type { ModalRouterEvent } from './modal-router.types'

export const events: ModalRouterEvent[] = [
  { type: 'url.changed', modal: null, params: {} },
  { type: 'url.changed', modal: 'login', params: {} },
  { type: 'url.changed', modal: 'unknown', params: {} },
  { type: 'modal.open', name: 'login', params: {} },
  { type: 'modal.open', name: 'search', params: {} },
  { type: 'modal.close', name: 'login' },
  { type: 'modal.complete', name: 'login' },
]

// Tried by the coverage walk only: a close naming a modal that is not the open one.
const closeOther: ModalRouterEvent = { type: 'modal.close', name: 'search' }

export const pathFixtures = definePathFixtures(modalRouterMachine, [
  {
    events: [...events, closeOther],
    // Whether this page pushed the entry, and a modal waiting, decide how a close and a new open go.
    serializeState: ({ value, context }) =>
      JSON.stringify([value, context.ownsEntry, context.queued?.name ?? null, context.active?.name ?? null]),
  },
])
