/**
 * Faults on demand: added latency, and chosen endpoints failing with an HTTP 500, a malformed JSON body,
 * a network error, or 'store, then lose the answer' (`lost`: the call does its work, then the client
 * gets a network error, as a mobile network dropping the reply looks), always or at a rate drawn from a seeded generator (the same seed fails the same
 * calls). The socket faults live in ws/hub.ts and the session expiry in services/sessions.ts; the
 * control endpoint (handlers/control.ts) and node.ts expose all of them.
 */
import { HttpResponse } from 'msw'
import { createRng, type Rng } from './lib/prng'
import { runtime } from './runtime'

export type FaultKind = 'http500' | 'malformed' | 'network' | 'lost'

const FAULT_KINDS: readonly FaultKind[] = ['http500', 'malformed', 'network', 'lost']

export interface FaultRule {
  id: number
  /**
   * Matched against the end of the request's path, `*` standing for anything: `/ajax_api/load_contacts`,
   * `/index_api/user*`, `*` (every call). The API base in front is ignored.
   */
  path: string
  kind: FaultKind
  /** Share of matching calls that fail, 0 to 1. */
  rate: number
  /** Only calls that change something (send_message is a GET but counts). */
  mutationsOnly: boolean
  /** Only these methods, when given. */
  methods: string[] | null
  /** Fails this many more times, then removes itself; null for no limit. */
  remaining: number | null
  /**
   * Only calls made with this session id (its `session_id` query parameter), when given: a test
   * breaking its own member's calls leaves the tests running beside it alone.
   */
  sessionId: string | null
}

export interface FaultInput {
  path: string
  kind?: FaultKind
  rate?: number
  mutationsOnly?: boolean
  methods?: string[] | null
  times?: number | null
  sessionId?: string | null
}

const DEFAULT_FAULT_SEED = 1

const state = {
  latencyMs: 0,
  /** Latency for one session's calls only (added to the global one). */
  sessionLatencyMs: new Map<string, number>(),
  rules: [] as FaultRule[],
  seed: DEFAULT_FAULT_SEED,
  rng: createRng(DEFAULT_FAULT_SEED) as Rng,
  nextId: 1,
}

/** Delays every call, or only the calls of `sessionId` when given. */
export function setLatency(ms: number, sessionId?: string | null): void {
  if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`latency must be a number of ms >= 0, not ${ms}`)
  if (sessionId) state.sessionLatencyMs.set(sessionId, ms)
  else state.latencyMs = ms
}

/** Restarts the failure-rate draws from a seed, so a run can be replayed. */
export function setFaultSeed(seed: number): void {
  state.seed = seed
  state.rng = createRng(seed)
}

export function failEndpoint(input: FaultInput): FaultRule {
  const kind = input.kind ?? 'http500'
  if (!FAULT_KINDS.includes(kind)) throw new RangeError(`unknown fault kind ${kind}`)
  const rate = input.rate ?? 1
  if (!(rate >= 0 && rate <= 1)) throw new RangeError(`rate must be between 0 and 1, not ${rate}`)
  if (!input.path) throw new RangeError('a fault needs a path pattern')
  const rule: FaultRule = {
    id: state.nextId++,
    path: input.path,
    kind,
    rate,
    mutationsOnly: input.mutationsOnly ?? false,
    methods: input.methods?.map((m) => m.toUpperCase()) ?? null,
    remaining: input.times ?? null,
    sessionId: input.sessionId ?? null,
  }
  state.rules.push(rule)
  return rule
}

export function removeFault(id: number): boolean {
  const before = state.rules.length
  state.rules = state.rules.filter((r) => r.id !== id)
  return state.rules.length !== before
}

/** Removes every HTTP fault and the latency, and restarts the draws from the seed. */
export function clearFaults(): void {
  state.rules = []
  state.latencyMs = 0
  state.sessionLatencyMs.clear()
  state.rng = createRng(state.seed)
}

export function faultState() {
  return {
    latencyMs: state.latencyMs,
    sessionLatencyMs: Object.fromEntries(state.sessionLatencyMs),
    seed: state.seed,
    rules: state.rules.map((r) => ({ ...r })),
  }
}

function pathMatches(pattern: string, pathname: string): boolean {
  const body = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*')
  return new RegExp(`${body}$`).test(pathname)
}

/** What the client gets for a fault (`lost` too: its answer never arrives). */
export function faultResponse(kind: FaultKind): Response {
  switch (kind) {
    case 'network':
      return HttpResponse.error()
    case 'lost':
      return runtime.lostAnswer()
    case 'malformed':
      // Cut mid-object, as a PHP fatal error halfway through echoing JSON would leave it.
      return new HttpResponse('{"connected":1,"result":[{"id":"10', {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      })
    default:
      return new HttpResponse('Erreur interne du serveur', {
        status: 500,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      })
  }
}

/**
 * Waits the configured latency, then tells which fault the first matching rule draws, or null to let
 * the call through. Called by every API route (never by the /__mock/ endpoints): a `lost` fault lets
 * the route do its work and replaces its answer by `faultResponse('lost')`; any other replaces the
 * route.
 */
export async function drawFault(request: Request, mutation: boolean): Promise<FaultKind | null> {
  const url = new URL(request.url)
  const sessionId = url.searchParams.get('session_id')
  const latency = state.latencyMs + (sessionId ? (state.sessionLatencyMs.get(sessionId) ?? 0) : 0)
  if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency))
  const pathname = url.pathname
  for (const rule of state.rules) {
    if (rule.sessionId && rule.sessionId !== sessionId) continue
    if (rule.mutationsOnly && !mutation) continue
    if (rule.methods && !rule.methods.includes(request.method.toUpperCase())) continue
    if (!pathMatches(rule.path, pathname)) continue
    // Draw for every matching call, failing or not, so the sequence depends only on the calls made.
    if (rule.rate < 1 && state.rng.next() >= rule.rate) continue
    if (rule.remaining !== null) {
      rule.remaining--
      if (rule.remaining <= 0) removeFault(rule.id)
    }
    return rule.kind
  }
  return null
}
