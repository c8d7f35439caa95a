/**
 * The session machine as the app runs it: the member's tabs write their silent relogins down in
 * IndexedDB, so a tab whose turn comes after another's relogin takes that login instead of logging in
 * a second time (src/lib/relogin-ledger.ts says why localStorage alone is not enough), and a logout
 * forgets them. The widget runs the machine without it: it writes nothing in the partner's storage.
 */
import { fromPromise } from 'xstate'
import { reloginWith } from '../machines/session/session.actors'
import { sessionMachine } from '../machines/session/session.machine'

const ledger = () => import('../lib/relogin-ledger').then((m) => m.indexedDbReloginLedger)

export const appSessionMachine = sessionMachine.provide({
  actors: {
    reloginWithToken: reloginWith(ledger),
    logoutOnServer: fromPromise<void, { sessionId: string | null }>(async ({ input }) => {
      const [{ logout }, relogins] = await Promise.all([import('../api/auth'), ledger()])
      // The relogins written down go with the session: nothing of the member stays behind.
      await Promise.all([logout(input.sessionId), relogins.clear()])
    }),
  },
})
