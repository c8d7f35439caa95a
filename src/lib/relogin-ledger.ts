/**
 * The member's last silent relogin, shared by their tabs in IndexedDB (idb-keyval): the session it
 * replaced and the login it got.
 *
 * Why not only the stored login in localStorage: Chromium hands a localStorage write to the other
 * tabs' renderer processes asynchronously, so a tab whose turn under the relogin lock comes right
 * after another tab's relogin can still read the dead session there, and log in a second time (the
 * CI run found it, 2 runs in 10 of `tabs.spec`). An IndexedDB transaction that committed before the
 * lock was released is seen by every transaction that starts after: the browser process holds the
 * one copy.
 *
 * Where IndexedDB is missing or refuses (a private window of some browsers), every read answers
 * nothing and the tabs fall back on the stored login alone.
 */
import { clear, createStore, get, set, type UseStore } from 'idb-keyval'
import type { LoginResult } from './login-result'

/** One relogin: the session found dead, and the login that replaced it. */
export interface ReloginRecord {
  deadSessionId: string
  result: LoginResult
}

/** Where a relogin is written and read; the live one is IndexedDB, tests give their own. */
export interface ReloginLedger {
  read(userId: string): Promise<ReloginRecord | undefined>
  write(userId: string, record: ReloginRecord): Promise<void>
  /** Forgets every relogin: a logout leaves nothing of the member behind. */
  clear(): Promise<void>
}

let store: UseStore | null = null
const relogins = () => {
  store ??= createStore('flirt-session', 'relogins')
  return store
}

const quietly = async <T>(work: () => Promise<T>): Promise<T | undefined> => {
  try {
    return await work()
  } catch {
    return undefined
  }
}

export const indexedDbReloginLedger: ReloginLedger = {
  read: (userId) => quietly(() => get<ReloginRecord>(userId, relogins())),
  write: async (userId, record) => {
    await quietly(() => set(userId, record, relogins()))
  },
  clear: async () => {
    await quietly(() => clear(relogins()))
  },
}
