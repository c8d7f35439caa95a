// @vitest-environment node
/**
 * Simulated members: off unless started; when on, a member written to answers (after a delay, or at
 * once with `flushSimulation`), album requests get an answer, and ticks bring presence changes and
 * actions on connected real members, the same ones for the same seed.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { db, takeSnapshot } from '../db/database'
import {
  DEMO,
  flushSimulation,
  mockServer,
  resetDatabase,
  simulationTick,
  startSimulation,
  stopMockActivity,
} from '../node'
import { sendMessage } from '../services/chat'
import { memberById } from '../services/members'
import { addConnection, removeConnection, type SocketConnection } from '../ws/hub'

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }))
beforeEach(() => resetDatabase({ now: Date.UTC(2026, 5, 15, 12) }))
afterEach(() => stopMockActivity())
afterAll(() => mockServer.close())

const simulatedPartner = () =>
  db.members.findMany((q) => q.where((m) => m.simulated && m.sexe1 === 1)).sort((a, b) => a.id - b.id)[0]!

describe('answers', () => {
  it('stays silent while the simulation is off', async () => {
    const partner = simulatedPartner()
    await sendMessage({ from: memberById(DEMO.premium.id)!, to: partner, text: 'Bonjour' })
    expect(await flushSimulation()).toBe(0)
  })

  it('answers a message, and an album request, once flushed', async () => {
    startSimulation({ seed: 3, replyDelayMs: [60_000, 60_000] })
    const me = memberById(DEMO.premium.id)!
    const partner = simulatedPartner()
    await sendMessage({ from: me, to: partner, text: 'Bonjour' })
    await sendMessage({ from: me, to: partner, text: '', albumAction: 'request' })
    expect(await flushSimulation()).toBe(2)
    const answers = db.messages.findMany((q) => q.where({ from_id: partner.id, to_id: me.id }))
    expect(answers).toHaveLength(2)
    expect(answers.some((m) => m.album_action === 'accept' || m.album_action === 'refuse')).toBe(true)
    expect(answers.some((m) => m.album_action === '' && m.msg.length > 5)).toBe(true)
  })
})

describe('ticks', () => {
  async function run(seed: number) {
    await resetDatabase({ now: Date.UTC(2026, 5, 15, 12) })
    const connection: SocketConnection = {
      send: () => {},
      close: () => {},
      apiBase: 'http://x',
      memberId: DEMO.premium.id,
      sessionId: 's',
    }
    addConnection(connection)
    startSimulation({ seed, tickMs: 3_600_000 })
    const did: string[] = []
    for (let i = 0; i < 25; i++) did.push(await simulationTick())
    stopMockActivity()
    removeConnection(connection)
    const snapshot = takeSnapshot()
    const strip = <T extends { date?: string; last_seen?: string }>(rows: T[]) =>
      rows.map(({ date: _d, last_seen: _l, ...rest }) => rest)
    return {
      did,
      members: strip(snapshot.members),
      visits: strip(snapshot.visits),
      votes: strip(snapshot.votes),
    }
  }

  it('moves members online and offline and acts on the connected member, the same way for the same seed', async () => {
    const first = await run(11)
    expect(first.did.some((d) => ['visit', 'vote', 'like', 'favorite', 'message'].includes(d))).toBe(true)
    expect(first.did.some((d) => d === 'online' || d === 'offline')).toBe(true)
    const second = await run(11)
    expect(second).toEqual(first)
  })
})
