/** Stubs for the registration machine's actors, shared by its tests and stories. */
import { fromPromise } from 'xstate'
import type { LoginResult } from '../../api/models/auth'
import { registrationMachine } from './registration.machine'
import type { RegistrationCredentials } from './registration.types'

export const NEW_MEMBER: LoginResult = { userId: '20001', sessionId: 'sess-new-member' }

export interface RegistrationStubs {
  subscribe?: (input: RegistrationCredentials) => Promise<LoginResult | null>
  loginAfterSubscribe?: (input: RegistrationCredentials) => Promise<LoginResult>
}

/** The machine with its calls replaced; by default subscribe signs the member in at once. */
export function registrationMachineWith(stubs: RegistrationStubs = {}) {
  return registrationMachine.provide({
    actors: {
      subscribe: fromPromise<LoginResult | null, RegistrationCredentials>(({ input }) =>
        (stubs.subscribe ?? (async () => NEW_MEMBER))(input),
      ),
      loginAfterSubscribe: fromPromise<LoginResult, RegistrationCredentials>(({ input }) =>
        (stubs.loginAfterSubscribe ?? (async () => NEW_MEMBER))(input),
      ),
    },
  })
}

/** A promise settled from outside, to hold a call open while the test looks. */
export function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}
