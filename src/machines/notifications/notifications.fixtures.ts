/**
 * Sample data for the notifications machine's generated paths: its paths test walks it with
 * xstate/graph, and so does the transition coverage (src/machines/transition-coverage.test.ts).
 */

import { definePathFixtures } from '../../lib/path-fixtures'
import { notificationsMachine } from './notifications.machine'
import {
  messageFrame,
  notificationsMachineWith,
  sampleNotifications,
  serverConversationOf,
} from './notifications.test-support'

export const NOW = 1_800_000_000_000

// Every event the machine can receive, so the traversal can walk every transition.
export const events = [
  { type: 'realtime.received', message: messageFrame('1', 'Salut'), receivedAt: NOW },
  { type: 'notification.open', id: 'message-1' },
  { type: 'notification.dismiss', id: 'message-1' },
  { type: 'notifications.markAllRead' },
  { type: 'preferences.mute', notificationType: 'visit', muted: true },
  { type: 'preferences.mute', notificationType: 'visit', muted: false },
  { type: 'panel.open' },
  { type: 'panel.close' },
  { type: 'panel.showSettings' },
  { type: 'panel.showList' },
  { type: 'toast.closed', id: 'message-1' },
  { type: 'notifications.resync' },
] as never[]

// Storage stubbed, the server's reading never answering (the traversal is synchronous: its answer
// and its failure are the machine tests'), and state told apart by value only.
export const machine = notificationsMachineWith(
  { notifications: sampleNotifications(NOW) },
  undefined,
  'pending',
)
export const serializeState = (snapshot: { value: unknown }) => JSON.stringify(snapshot.value)

// Tried by the coverage walk only (the paths test leaves them to the machine tests): the server's
// reading answers, with one unread conversation, or fails.
const serverAnswers = [
  { type: 'xstate.done.actor.0.notifications.server.reading', output: [serverConversationOf(981, 3)] },
  { type: 'xstate.error.actor.0.notifications.server.reading', error: new Error('down') },
]

export const pathFixtures = definePathFixtures(notificationsMachine, [
  { machine, input: { userId: '10001' }, events: [...events, ...serverAnswers], serializeState },
])
