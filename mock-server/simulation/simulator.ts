/**
 * Simulated members, so a developer sees a living site: a simulated member written to answers after a
 * human delay (and accepts or refuses album requests, likes back now and then); on each tick members
 * come online or leave, and now and then one visits, votes for, likes, favorites or writes to a real
 * member who has a socket open. Deterministic: every choice comes from a seeded generator, and
 * `simulationTick()` / `flushSimulation()` let tests step it without waiting. Off unless started.
 */
import { db } from '../db/database'
import type { Member } from '../db/members'
import { type MockEvent, onMockEvent } from '../lib/events'
import { createRng, type Rng } from '../lib/prng'
import { OPENERS, REPLIES } from '../seed/texts'
import { sendMessage } from '../services/chat'
import { memberById, publicPhotosOf } from '../services/members'
import { recordVisit, setFavorite, setOnline } from '../services/social'
import { castVote, swipe } from '../services/votes'
import { connectedMemberIds } from '../ws/hub'

export interface SimulationOptions {
  seed?: number
  /** Time between two ticks of presence and spontaneous actions. */
  tickMs?: number
  /** Bounds of the delay before an answer, like someone typing. */
  replyDelayMs?: readonly [number, number]
}

interface Pending {
  due: number
  run: () => Promise<void>
}

const DEFAULTS = { seed: 7, tickMs: 20_000, replyDelayMs: [3_000, 10_000] as const }

const state = {
  on: false,
  rng: createRng(DEFAULTS.seed) as Rng,
  options: { ...DEFAULTS } as Required<SimulationOptions>,
  pending: [] as Pending[],
  timers: new Set<ReturnType<typeof setTimeout>>(),
  ticker: null as ReturnType<typeof setInterval> | null,
  unsubscribe: null as (() => void) | null,
}

export function isSimulationOn(): boolean {
  return state.on
}

function later(run: () => Promise<void>): void {
  const [min, max] = state.options.replyDelayMs
  const delay = min + Math.floor(state.rng.next() * (max - min + 1))
  const job: Pending = { due: Date.now() + delay, run }
  state.pending.push(job)
  const timer = setTimeout(() => {
    state.timers.delete(timer)
    void runJob(job)
  }, delay)
  state.timers.add(timer)
}

async function runJob(job: Pending): Promise<void> {
  const index = state.pending.indexOf(job)
  if (index === -1) return
  state.pending.splice(index, 1)
  try {
    await job.run()
  } catch (error) {
    console.error('[mock-server] simulation step failed:', error)
  }
}

const simulated = (id: number) => memberById(id)?.simulated === true

function react(event: MockEvent): void {
  if (event.type === 'message') {
    const { from_id, to_id, album_action } = event.message
    if (!simulated(to_id) || simulated(from_id)) return
    // An album request is answered by its own event; everything else gets a reply.
    if (album_action === 'request') return
    later(async () => {
      const from = memberById(to_id)
      const to = memberById(from_id)
      if (from && to) await sendMessage({ from, to, text: state.rng.pick(REPLIES) })
    })
  } else if (event.type === 'album_request' && simulated(event.toId) && !simulated(event.fromId)) {
    const accept = state.rng.chance(0.7)
    later(async () => {
      const from = memberById(event.toId)
      const to = memberById(event.fromId)
      const hasAlbum = from && db.photos.findFirst((q) => q.where({ member_id: from.id, is_private: true }))
      if (from && to) {
        await sendMessage({ from, to, text: '', albumAction: accept && hasAlbum ? 'accept' : 'refuse' })
      }
    })
  } else if (
    event.type === 'like' &&
    simulated(event.toId) &&
    !simulated(event.fromId) &&
    state.rng.chance(0.5)
  ) {
    later(async () => {
      await swipe(event.toId, event.fromId, 'like')
    })
  }
}

/** Simulated members sorted by id, so draws are the same from one run to the next. */
function simulatedMembers(): Member[] {
  return db.members.findMany((q) => q.where({ simulated: true })).sort((a, b) => a.id - b.id)
}

/** One step: someone comes or goes, and maybe someone does something to a connected real member. */
export async function simulationTick(): Promise<string> {
  const rng = state.rng
  const sims = simulatedMembers()
  if (sims.length === 0) return 'none'
  const mover = rng.pick(sims)
  await setOnline(mover.id, !mover.online)
  const humans = connectedMemberIds()
    .map((id) => memberById(id))
    .filter((m): m is Member => !!m && !m.simulated)
    .sort((a, b) => a.id - b.id)
  if (humans.length === 0 || !rng.chance(0.6)) return mover.online ? 'offline' : 'online'
  const target = rng.pick(humans)
  const fans = sims.filter(
    (m) => m.online && (target.cherche1 === 0 || m.sexe1 === target.cherche1 || rng.chance(0.2)),
  )
  const actor = fans.length > 0 ? rng.pick(fans) : mover
  const action = rng.weighted([
    ['visit', 4],
    ['vote', 2],
    ['like', 2],
    ['favorite', 1],
    ['message', 1],
  ] as const)
  switch (action) {
    case 'visit':
      await recordVisit(actor.id, target.id)
      break
    case 'vote': {
      const photos = publicPhotosOf(target.id)
      if (photos.length === 0) return 'none'
      await castVote(actor.id, rng.pick(photos), rng.pick([6, 8, 8, 10, 10]))
      break
    }
    case 'like':
      await swipe(actor.id, target.id, 'like')
      break
    case 'favorite':
      await setFavorite(actor.id, target.id, true)
      break
    case 'message':
      await sendMessage({ from: actor, to: target, text: rng.pick(OPENERS) })
      break
  }
  return action
}

export function startSimulation(options: SimulationOptions = {}): void {
  stopSimulation()
  state.options = { ...DEFAULTS, ...options } as Required<SimulationOptions>
  state.rng = createRng(state.options.seed)
  state.on = true
  state.unsubscribe = onMockEvent(react)
  state.ticker = setInterval(() => {
    void simulationTick().catch((error) => console.error('[mock-server] simulation tick failed:', error))
  }, state.options.tickMs)
}

export function stopSimulation(): void {
  state.on = false
  state.unsubscribe?.()
  state.unsubscribe = null
  if (state.ticker) clearInterval(state.ticker)
  state.ticker = null
  for (const t of state.timers) clearTimeout(t)
  state.timers.clear()
  state.pending = []
}

/** Runs every scheduled answer now, in the order they were due (tests: no waiting for delays). */
export async function flushSimulation(): Promise<number> {
  let count = 0
  while (state.pending.length > 0) {
    const next = [...state.pending].sort((a, b) => a.due - b.due)[0]!
    await runJob(next)
    count++
  }
  return count
}

export function simulationState() {
  return {
    on: state.on,
    pending: state.pending.length,
    tickMs: state.options.tickMs,
    seed: state.options.seed,
  }
}
