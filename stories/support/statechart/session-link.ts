/**
 * A QA session as a link: the events sent to a machine story (each with its payload) and each clock
 * advance, with the state each one led to, written into the story's address so the address replays
 * it. Pure (no React, no DOM): encoding, replay checks and the test snippet are shared by the harness,
 * its unit test and the Playwright test.
 *
 * Encoding: `1.` + base64url(deflate-raw(JSON)). The version lets a later format read or refuse old
 * links; deflate keeps a long session under the few kilobytes an address comfortably holds; base64url
 * needs no escaping in a query. CompressionStream is built into browsers and Node, so it works offline.
 */
import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  fromCallback,
  type StateValue,
} from 'xstate'

/** The query parameter, in the Storybook manager's address and in its preview iframe's. */
export const SESSION_PARAM = 'session'
const VERSION = '1'

/** One thing QA did: sent an event, or moved the clock on by `clock` ms; and the state it led to. */
export type SessionStep =
  | {
      event: AnyEventObject
      value: StateValue /** The machine ignored the event when recorded. */
      refused?: true
    }
  | { clock: number; value: StateValue }

export interface SessionLog {
  /** The story the session starts from (its start state is the replay's start). */
  story: string
  steps: SessionStep[]
}

export const isClockStep = (step: SessionStep): step is { clock: number; value: StateValue } =>
  'clock' in step

/** Error objects (an actor's failure) keep their message; functions and actors cannot travel. */
function plain(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (_key, v: unknown) => {
      if (v instanceof Error) return { name: v.name, message: v.message }
      if (typeof v === 'function') return undefined
      if (v instanceof Map) return Object.fromEntries(v)
      if (v instanceof Set) return [...v]
      if (v && typeof v === 'object' && 'sessionId' in v && 'send' in v) return undefined
      return v
    }) ?? 'null',
  )
}

const toBase64Url = (bytes: Uint8Array) => {
  let text = ''
  for (const byte of bytes) text += String.fromCharCode(byte)
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

const fromBase64Url = (text: string) => {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (c) => c.charCodeAt(0))
}

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const body = new Blob([bytes as BlobPart]).stream().pipeThrough(stream)
  return new Uint8Array(await new Response(body).arrayBuffer())
}

/** The compact form of each step: `[event, value]`, `[event, value, 0]` when refused, `[ms, value]`. */
type Packed = [AnyEventObject | number, StateValue] | [AnyEventObject, StateValue, 0]

export async function encodeSession(log: SessionLog): Promise<string> {
  const packed: Packed[] = log.steps.map((step) => {
    if (isClockStep(step)) return [step.clock, step.value]
    const event = plain(step.event) as AnyEventObject
    return step.refused ? [event, step.value, 0] : [event, step.value]
  })
  const json = JSON.stringify({ s: log.story, l: packed })
  return `${VERSION}.${toBase64Url(await pipe(new TextEncoder().encode(json), new CompressionStream('deflate-raw')))}`
}

export async function decodeSession(text: string): Promise<SessionLog> {
  const dot = text.indexOf('.')
  const version = text.slice(0, dot)
  if (version !== VERSION)
    throw new Error(`This link's session is in format ${version || '?'}; this Storybook reads ${VERSION}.`)
  const json = new TextDecoder().decode(
    await pipe(fromBase64Url(text.slice(dot + 1)), new DecompressionStream('deflate-raw')),
  )
  const data = JSON.parse(json) as { s?: unknown; l?: unknown }
  if (typeof data.s !== 'string' || !Array.isArray(data.l)) throw new Error('This link carries no session.')
  const steps = (data.l as Packed[]).map((entry): SessionStep => {
    const [what, value, flag] = entry
    if (typeof what === 'number') return { clock: what, value }
    if (!what || typeof what.type !== 'string') throw new Error('A step of this link has no event type.')
    return flag === 0 ? { event: what, value, refused: true } : { event: what, value }
  })
  return { story: data.s, steps }
}

export const showValue = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

/**
 * The machine with every invoked actor silent (started, never answering): in a replay their answers
 * are steps of the log, so a real one answering too would play it twice. The snippet does the same.
 */
export function withSilentActors<TMachine extends AnyStateMachine>(machine: TMachine): TMachine {
  const stubs = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((key) => [key, fromCallback(() => {})]),
  )
  return machine.provide({ actors: stubs } as never) as TMachine
}

/** Where a replay left the recorded road: which step, what was expected, what happened. */
export interface Divergence {
  /** 1-based, as the log counts. */
  step: number
  /** What the step did: 'photo.delete', 'clock +3000 ms'. */
  label: string
  expected: StateValue
  actual: StateValue
  reason: 'refused' | 'state'
}

export const stepLabel = (step: SessionStep) =>
  isClockStep(step) ? `clock +${step.clock} ms` : step.event.type

/** Whether the snapshot takes `event`; null when a guard cannot judge it (it threw). */
export function accepts(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean | null {
  try {
    return snapshot.can(event)
  } catch {
    return null
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * Plays one step on a running actor and says whether it still fits: the event must still be taken
 * (when it was), and the state reached must be the one recorded.
 */
export function playStep(
  actor: { getSnapshot: () => unknown; send: (event: AnyEventObject) => void },
  step: SessionStep,
  index: number,
  advance: (ms: number) => void,
): Divergence | null {
  const before = actor.getSnapshot() as AnyMachineSnapshot
  const label = stepLabel(step)
  if (isClockStep(step)) advance(step.clock)
  else {
    if (!step.refused && accepts(before, step.event) === false) {
      return { step: index + 1, label, expected: step.value, actual: before.value, reason: 'refused' }
    }
    actor.send(step.event)
  }
  const after = (actor.getSnapshot() as AnyMachineSnapshot).value
  return same(after, step.value)
    ? null
    : { step: index + 1, label, expected: step.value, actual: after, reason: 'state' }
}

/** The sentence QA reads when a link no longer fits the machine. */
export function divergenceMessage(d: Divergence): string {
  const expected = showValue(d.expected)
  return d.reason === 'refused'
    ? `The replay stopped at step ${d.step} (${d.label}): the machine no longer accepts it in ${showValue(d.actual)}. The link expected ${expected}.`
    : `The replay stopped at step ${d.step} (${d.label}): the machine reached ${showValue(d.actual)}, the link expected ${expected}.`
}

export interface SnippetInput {
  /** The machine's folder: 'photo-vote'. */
  name: string
  /** The state and context the session started from. */
  start: { value: StateValue; context: unknown }
  steps: readonly SessionStep[]
}

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())
const literal = (value: unknown, indent: string) =>
  JSON.stringify(plain(value), null, 2).replace(/\n/g, `\n${indent}`)

/**
 * A Vitest test to paste beside the machine (`src/machines/<name>/`): the machine restored in the
 * session's start state on a SimulatedClock, its invoked actors and timers replaced by the steps
 * (their answers are in the log as events), each step checked against the state it reached.
 */
export function testSnippet({ name, start, steps }: SnippetInput): string {
  const machine = `${camel(name)}Machine`
  const lines = steps.map((step) => {
    const expect = `    expect(actor.getSnapshot().value).toEqual(${literal(step.value, '    ')})`
    if (isClockStep(step)) return `    clock.increment(${step.clock})\n${expect}`
    // Cast: an actor's answer (done, error) is not among the events the machine declares.
    return `    actor.send(${literal(step.event, '    ')} as never)\n${expect}`
  })
  return `import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, SimulatedClock } from 'xstate'
import { ${machine} } from './${name}.machine'

describe('${name}: a QA session replayed', () => {
  it('reaches ${showValue(steps.at(-1)?.value ?? start.value).replace(/'/g, "\\'")}', () => {
    // Invoked actors never answer by themselves: their answers are steps of the session.
    const stubs = Object.fromEntries(
      Object.keys(${machine}.implementations.actors).map((key) => [key, fromCallback(() => {})]),
    )
    const machine = ${machine}.provide({ actors: stubs } as never)
    const clock = new SimulatedClock()
    const snapshot = machine.resolveState({
      value: ${literal(start.value, '      ')},
      context: ${literal(start.context, '      ')},
    } as Parameters<typeof machine.resolveState>[0])
    // Restored, not started afresh: no input is read, nothing of the start state is entered again.
    const actor = createActor(machine, { snapshot, clock } as never).start()
${lines.join('\n')}
    actor.stop()
  })
})
`
}
