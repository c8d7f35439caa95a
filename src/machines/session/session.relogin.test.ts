import { describe, expect, it } from 'vitest'
import type { LoginResult } from '../../api/models/auth'
import type { ReloginLedger, ReloginRecord } from '../../lib/relogin-ledger'
import type { StoredLogin } from '../../lib/stored-login'
import { type ReloginParts, reloginOnce } from './session.relogin'

/** A lock like the Web Lock: one holder at a time, in the order asked. */
function makeLock() {
  let tail: Promise<unknown> = Promise.resolve()
  return <T>(_userId: string, work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work)
    tail = run.catch(() => {})
    return run
  }
}

function memoryLedger(): ReloginLedger & { records: Map<string, ReloginRecord> } {
  const records = new Map<string, ReloginRecord>()
  return {
    records,
    read: async (userId) => records.get(userId),
    write: async (userId, record) => {
      records.set(userId, record)
    },
    clear: async () => records.clear(),
  }
}

const DEAD: StoredLogin = { user_id: '7', session_id: 'dead', token_login: 'tok' }
const input = { userId: '7', nickname: 'Juliette75', token: 'tok', deadSessionId: 'dead' }

/**
 * Two tabs of one member: one lock, one ledger, and the server's logins counted. Tab B's copy of the
 * stored login can lag behind tab A's write, as Chromium's localStorage does across processes.
 */
function twoTabs({ bSeesWritesLate }: { bSeesWritesLate: boolean }) {
  let stored: StoredLogin | null = DEAD
  const logins: string[] = []
  const oneAtATime = makeLock()
  const ledger = memoryLedger()
  const logIn = async (): Promise<LoginResult> => {
    logins.push('login')
    return { userId: '7', sessionId: `new-${logins.length}`, tokenLogin: 'tok2' }
  }
  const tab = (late: boolean): ReloginParts => ({
    oneAtATime,
    readStored: () => (late ? DEAD : stored),
    writeStored: (login) => {
      stored = login
    },
    ledger,
    logIn,
  })
  return { a: tab(false), b: tab(bSeesWritesLate), logins, ledger, stored: () => stored }
}

describe('a silent relogin shared by the member’s tabs', () => {
  it('logs in once when the second tab already sees the new login', async () => {
    const { a, b, logins } = twoTabs({ bSeesWritesLate: false })
    const [first, second] = await Promise.all([reloginOnce(input, a), reloginOnce(input, b)])
    expect(logins).toHaveLength(1)
    expect(second).toEqual(first)
  })

  it('logs in once when the second tab’s copy of the stored login still says the dead session', async () => {
    const { a, b, logins, stored } = twoTabs({ bSeesWritesLate: true })
    const [first, second] = await Promise.all([reloginOnce(input, a), reloginOnce(input, b)])
    expect(logins).toHaveLength(1)
    expect(second).toEqual({ ...first, tokenLogin: 'tok2' })
    expect(stored()).toEqual({ user_id: '7', session_id: 'new-1', token_login: 'tok2' })
  })

  it('logs in again when the session that died is the one the last relogin got', async () => {
    const { a, logins, ledger } = twoTabs({ bSeesWritesLate: false })
    const first = await reloginOnce(input, a)
    const second = await reloginOnce({ ...input, deadSessionId: first.sessionId }, a)
    expect(logins).toHaveLength(2)
    expect(second.sessionId).toBe('new-2')
    expect(ledger.records.get('7')?.deadSessionId).toBe('new-1')
  })

  it('keeps the token it logged in with when the server sends no new one', async () => {
    const { a, ledger } = twoTabs({ bSeesWritesLate: false })
    const parts: ReloginParts = { ...a, logIn: async () => ({ userId: '7', sessionId: 's2' }) }
    await reloginOnce(input, parts)
    expect(ledger.records.get('7')?.result).toEqual({ userId: '7', sessionId: 's2', tokenLogin: 'tok' })
  })
})
