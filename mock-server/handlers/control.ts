/**
 * The control endpoint under `/__mock/` (no Api-Key, GET or POST, parameters in the query or a
 * JSON / form body), answered the same by the three runners: latency, failing endpoints, socket drop
 * and refusal, session expiry, database reset, the simulation, the current captcha code, and events
 * made to happen now. Documented in mock-server/README.md; node.ts exports the same functions.
 */
import { HttpResponse, http } from 'msw'
import { db } from '../db/database'
import type { Member } from '../db/members'
import {
  clearFaults,
  type FaultKind,
  failEndpoint,
  faultState,
  removeFault,
  setFaultSeed,
  setLatency,
} from '../faults'
import { badRequest, HttpError, Params, textResponse, withCors } from '../lib/http'
import { runtime } from '../runtime'
import { resetDatabase } from '../seed/reset-database'
import { sendMessage } from '../services/chat'
import { memberById, publicPhotosOf } from '../services/members'
import { expireSessions } from '../services/sessions'
import { recordVisit, setFavorite } from '../services/social'
import { createTestMember } from '../services/test-members'
import { castVote, swipe } from '../services/votes'
import {
  flushSimulation,
  isSimulationOn,
  simulationState,
  simulationTick,
  startSimulation,
  stopSimulation,
} from '../simulation/simulator'
import { dropSockets, refuseSockets, socketState, socketsOf } from '../ws/hub'
import { captchaCodeFor } from './report'

type Action = (params: Params) => Promise<Record<string, unknown>> | Record<string, unknown>

async function paramsOf(request: Request): Promise<Params> {
  const url = new URL(request.url)
  if (request.method === 'GET') return new Params(url.searchParams, null)
  const text = await request.text()
  if (text.trim() === '') return new Params(url.searchParams, null)
  if ((request.headers.get('Content-Type') ?? '').includes('json')) {
    try {
      const parsed = JSON.parse(text) as Record<string, unknown>
      const body = new URLSearchParams()
      for (const [k, v] of Object.entries(parsed)) body.append(k, Array.isArray(v) ? v.join(',') : String(v))
      return new Params(url.searchParams, body)
    } catch {
      throw badRequest('Corps JSON invalide')
    }
  }
  return new Params(url.searchParams, new URLSearchParams(text))
}

function control(path: string, action: Action) {
  return http.all(`*/__mock/${path}`, async ({ request }) => {
    try {
      const result = await action(await paramsOf(request))
      // The browser saves here: a reset must survive the reload that usually follows.
      await runtime.afterMutation()
      return withCors(HttpResponse.json(result))
    } catch (error) {
      if (error instanceof HttpError) return withCors(textResponse(error.status, error.body))
      if (error instanceof RangeError) return withCors(textResponse(400, error.message))
      console.error('[mock-server] control action failed:', error)
      return withCors(textResponse(500, String(error)))
    }
  })
}

/** Everything the control endpoint reports, for a QA page or a test's assertions. */
export function mockState() {
  return {
    faults: faultState(),
    sockets: socketState(),
    simulation: simulationState(),
    counts: {
      members: db.members.count(),
      online: db.members.findMany((q) => q.where({ online: true })).length,
      sessions: db.sessions.findMany((q) => q.where({ expired: false })).length,
      messages: db.messages.count(),
    },
  }
}

/** Who acts when an event is asked for without `from`: a simulated member, the same one each time. */
function defaultActor(target: Member): Member {
  const candidates = db.members
    .findMany((q) => q.where((m) => m.simulated && m.id !== target.id && publicPhotosOf(m.id).length > 0))
    .sort((a, b) => a.id - b.id)
  const fan = candidates.find((m) => target.cherche1 === 0 || m.sexe1 === target.cherche1)
  if (!fan) throw badRequest('Aucun membre disponible pour cet événement')
  return fan
}

export const EVENT_TYPES = [
  'message',
  'visit',
  'vote',
  'like',
  'match',
  'favorite',
  'album_request',
  'album_answer',
] as const
export type TriggerType = (typeof EVENT_TYPES)[number]

/** Makes something happen to member `to` now, as if `from` (a simulated member by default) did it. */
export async function triggerEvent(input: {
  type: TriggerType
  to: number
  from?: number
  text?: string
  accepted?: boolean
}) {
  const target = memberById(input.to)
  if (!target) throw badRequest('Membre destinataire introuvable')
  const actor = input.from === undefined ? defaultActor(target) : memberById(input.from)
  if (!actor) throw badRequest('Membre expéditeur introuvable')
  switch (input.type) {
    case 'message': {
      const result = await sendMessage({
        from: actor,
        to: target,
        text: input.text ?? 'Coucou, on discute ? 😊',
      })
      if (!result.ok) throw badRequest(result.reason)
      break
    }
    case 'visit':
      db.visits.deleteMany((q) => q.where({ visitor_id: actor.id, visited_id: target.id }))
      await recordVisit(actor.id, target.id)
      break
    case 'vote': {
      const photo = publicPhotosOf(target.id)[0]
      if (!photo) throw badRequest("Ce membre n'a pas de photo publique")
      await castVote(actor.id, photo, 8)
      break
    }
    case 'like':
      await swipe(actor.id, target.id, 'like')
      break
    case 'match':
      await swipe(target.id, actor.id, 'like')
      await swipe(actor.id, target.id, 'like')
      break
    case 'favorite':
      await setFavorite(actor.id, target.id, false)
      await setFavorite(actor.id, target.id, true)
      break
    case 'album_request':
    case 'album_answer': {
      const albumAction =
        input.type === 'album_request' ? 'request' : input.accepted === false ? 'refuse' : 'accept'
      const result = await sendMessage({ from: actor, to: target, text: '', albumAction })
      if (!result.ok) throw badRequest(result.reason)
      break
    }
  }
  return { type: input.type, from: actor.id, to: target.id }
}

const state = control('state', () => mockState())

const reset = control('reset', async (params) => {
  await resetDatabase({ seed: params.int('seed') ?? undefined })
  return { reset: true, members: db.members.count() }
})

const latency = control('latency', (params) => {
  const sessionId = params.get('session_id')
  setLatency(params.requiredInt('ms'), sessionId)
  const state = faultState()
  return sessionId ? { latencyMs: state.sessionLatencyMs[sessionId] } : { latencyMs: state.latencyMs }
})

const fail = control('fail', (params) => {
  const kind = (params.get('kind') ?? 'http500') as FaultKind
  const rate = params.num('rate')
  const rule = failEndpoint({
    path: params.str('path'),
    kind,
    rate: rate ?? 1,
    mutationsOnly: params.flag('mutations'),
    methods: params.list('methods').length > 0 ? params.list('methods') : null,
    times: params.int('times'),
    sessionId: params.get('session_id'),
  })
  return { rule }
})

const failRemove = control('fail/remove', (params) => ({ removed: removeFault(params.requiredInt('id')) }))

const faultsClear = control('faults/clear', () => {
  clearFaults()
  refuseSockets(false)
  return { cleared: true }
})

const faultSeed = control('faults/seed', (params) => {
  setFaultSeed(params.requiredInt('seed'))
  return { seed: params.requiredInt('seed') }
})

const socketDrop = control('socket/drop', (params) => ({
  dropped: dropSockets({ sessionId: params.get('session_id'), memberId: params.int('user_id') }),
}))

/** The authenticated sockets of one session or member, by number (one socket per member across tabs). */
const socketList = control('socket/list', (params) => ({
  sockets: socketsOf({ sessionId: params.get('session_id'), memberId: params.int('user_id') }),
}))

const socketRefuse = control('socket/refuse', (params) => {
  refuseSockets(params.has('on') ? params.flag('on') : true, params.get('session_id'))
  return socketState()
})

const sessionExpire = control('session/expire', async (params) => {
  const expired = await expireSessions({
    sessionId: params.get('session_id') ?? undefined,
    memberId: params.int('user_id') ?? undefined,
    all: params.flag('all'),
  })
  return { expired }
})

const simulation = control('simulation', (params) => {
  const on = params.has('on') ? params.flag('on') : !isSimulationOn()
  if (on) {
    startSimulation({
      seed: params.int('seed') ?? undefined,
      tickMs: params.int('tick_ms') ?? undefined,
    })
  } else {
    stopSimulation()
  }
  return simulationState()
})

const simulationStep = control('simulation/tick', async () => ({ did: await simulationTick() }))
const simulationFlush = control('simulation/flush', async () => ({ ran: await flushSimulation() }))

/** A fresh member with a complete profile and a live session (end-to-end tests that change data). */
const member = control('member', async (params) => {
  const sex = params.int('sex')
  const lookingFor = params.int('looking_for')
  return createTestMember({
    sex: sex === 1 ? 1 : 2,
    ...(lookingFor === 1 || lookingFor === 2 ? { lookingFor } : {}),
    premium: params.flag('premium'),
    publicPhotos: params.int('public_photos') ?? 1,
    privatePhotos: params.int('private_photos') ?? 0,
    prefix: params.get('prefix') ?? 'Test',
    age: params.int('age') ?? 30,
    city: params.get('city') ?? 'Paris',
    ...(params.has('nickname') ? { nickname: params.get('nickname') ?? '' } : {}),
    ...(params.has('description') ? { description: params.get('description') ?? '' } : {}),
  })
})

const captcha = control('captcha', (params) => ({ code: captchaCodeFor(params.get('session_id')) }))

const event = control('event', async (params) => {
  const type = params.str('type') as TriggerType
  if (!EVENT_TYPES.includes(type)) throw badRequest(`Paramètre type invalide (${EVENT_TYPES.join(', ')})`)
  return triggerEvent({
    type,
    to: params.requiredInt('to'),
    from: params.int('from') ?? undefined,
    text: params.get('text') ?? undefined,
    accepted: params.has('accepted') ? params.flag('accepted') : undefined,
  })
})

export const controlHandlers = [
  state,
  reset,
  latency,
  failRemove,
  fail,
  faultsClear,
  faultSeed,
  socketDrop,
  socketList,
  socketRefuse,
  member,
  sessionExpire,
  simulationStep,
  simulationFlush,
  simulation,
  captcha,
  event,
]
