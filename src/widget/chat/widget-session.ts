/**
 * The session machine as the widget runs it: the same machine as the app's, with the login kept in
 * memory (see ../memory-storage.ts, plugged in by `mount`), no watching of the page's storage
 * events and no cookie, both the partner's site's.
 */
import { fromCallback } from 'xstate'
import { clearStoredLogin, writeStoredLogin } from '../../lib/stored-login'
import { sessionMachine } from '../../machines/session/session.machine'

export const widgetSessionMachine = sessionMachine.provide({
  actors: { watchOtherTabs: fromCallback(() => {}) },
  // The login alone: the app's member cookie (which shell nginx sends) is not the partner's to hold.
  actions: {
    persistLogin: ({ context }) => {
      if (context.login) writeStoredLogin(context.login)
    },
    forgetLogin: () => clearStoredLogin(),
  },
})
