/**
 * The session machine as the widget runs it: the same machine as the app's, with the login kept in
 * memory (see ../memory-storage.ts, plugged in by `mount`) and no watching of the page's storage
 * events, which belong to the partner's site.
 */
import { fromCallback } from 'xstate'
import { sessionMachine } from '../../machines/session/session.machine'

export const widgetSessionMachine = sessionMachine.provide({
  actors: { watchOtherTabs: fromCallback(() => {}) },
})
