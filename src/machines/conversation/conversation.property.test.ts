/**
 * Property: whatever happens to the sends (answered, refused, answer lost after the server stored
 * the message, no network at all), to the socket (a drop, then a resync), to the page (a reload) and
 * whatever the member retries, every message typed ends on the server exactly once or shown failed
 * with its text kept, never twice; and once the network is back and the failed ones retried, every
 * one is there exactly once. Messages go out one at a time in the order typed. Random sequences
 * (fast-check) on a SimulatedClock, against a small in-memory server.
 */
import fc from 'fast-check'
import { beforeEach, describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { ApiError, RefusedError } from '../../api/errors'
import type { Message } from '../../api/models/chat'
import { MARK_READ_DELAY_MS } from './conversation.machine'
import { selectMessages } from './conversation.selectors'
import {
  CONTACT,
  conversation,
  conversationMachineWith,
  LOADED,
  ME,
  message,
} from './conversation.test-support'
import type {
  LoadConversationInput,
  LoadedConversation,
  SendMessageInput,
  SentMessageOutput,
} from './conversation.types'

const RUNS = 1000

/** Lets the fake server's answers (promises, no timers) reach the machine. */
async function flush() {
  for (let i = 0; i < 200; i++) await Promise.resolve()
}

/** What the network does to the next calls. */
type Network = 'ok' | 'lost' | 'refused' | 'offline'

type Command =
  | { kind: 'type'; text: number }
  | { kind: 'network'; mode: Network }
  | { kind: 'retry'; which: number }
  | { kind: 'reload' }
  | { kind: 'drop' }
  | { kind: 'wait' }

// Three texts only: the member often types the same text again, on purpose.
const TEXTS = ['Coucou', 'Tu es là ?', 'Bonne soirée']

const command: fc.Arbitrary<Command> = fc.oneof(
  { arbitrary: fc.nat(TEXTS.length - 1).map((text) => ({ kind: 'type' as const, text })), weight: 5 },
  {
    arbitrary: fc.constantFrom<Network>('ok', 'lost', 'refused', 'offline').map((mode) => ({
      kind: 'network' as const,
      mode,
    })),
    weight: 3,
  },
  { arbitrary: fc.nat(5).map((which) => ({ kind: 'retry' as const, which })), weight: 3 },
  { arbitrary: fc.constant({ kind: 'reload' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'drop' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'wait' as const }), weight: 1 },
)

function createServer() {
  const stored: Message[] = []
  /** The texts of every send request that reached the server, in order. */
  const attempts: string[] = []
  /** Calls that failed (refused, lost, offline), the order of the messages then depends on retries. */
  let network: Network = 'ok'
  let nextId = 1
  let failures = 0
  const offline = (path: `/${string}`) => {
    failures += 1
    return new ApiError(0, '', `GET ${path}`)
  }
  return {
    stored,
    attempts,
    failures: () => failures,
    setNetwork: (mode: Network) => {
      network = mode
    },
    async load(_: LoadConversationInput): Promise<LoadedConversation> {
      if (network === 'offline') throw offline('/ajax_api/load_messages')
      return { ...LOADED, conversation: conversation({ messages: [...stored] }) }
    },
    async send(input: SendMessageInput): Promise<SentMessageOutput> {
      if (network === 'offline') throw offline('/ajax_api/send_message')
      attempts.push(input.message)
      if (network === 'refused') {
        failures += 1
        throw new RefusedError('GET /ajax_api/send_message', 'Refusé')
      }
      const id = String(nextId++)
      stored.push(message(id, { text: input.message, senderId: ME, recipientId: CONTACT, date: null }))
      if (network === 'lost') throw offline('/ajax_api/send_message')
      return { id, date: null }
    },
  }
}

async function run(commands: Command[]) {
  localStorage.clear()
  const server = createServer()
  const clock = new SimulatedClock()
  const machine = conversationMachineWith({ load: server.load, send: server.send }).provide({
    actors: {
      loadConversation: fromPromise(({ input }: { input: LoadConversationInput }) => server.load(input)),
      sendChatMessage: fromPromise(({ input }: { input: SendMessageInput }) => server.send(input)),
    },
  })
  const start = () => createActor(machine, { input: { memberId: ME, contactId: CONTACT }, clock }).start()
  let actor = start()
  const typed: string[] = []
  const own = () => selectMessages(actor.getSnapshot()).filter((m) => m.senderId === ME)
  const count = (texts: readonly string[], text: string) => texts.filter((t) => t === text).length

  /** Never more copies than typed; nothing lost: a message not on the server is shown, failed or on its way. */
  const checkNow = () => {
    const storedTexts = server.stored.map((m) => m.text)
    const unsent = own().filter((m) => m.state !== 'sent')
    for (const text of TEXTS) {
      expect(count(storedTexts, text)).toBeLessThanOrEqual(count(typed, text))
      expect(count(storedTexts, text) + unsent.filter((m) => m.text === text).length).toBeGreaterThanOrEqual(
        count(typed, text),
      )
    }
  }

  await flush()
  for (const c of commands) {
    switch (c.kind) {
      case 'type':
        typed.push(TEXTS[c.text] as string)
        actor.send({ type: 'draft.change', text: TEXTS[c.text] as string })
        actor.send({ type: 'message.send' })
        break
      case 'network':
        server.setNetwork(c.mode)
        break
      case 'retry': {
        const failed = own().filter((m) => m.state === 'failed')
        const target = failed[c.which % Math.max(1, failed.length)]
        if (target?.clientId) actor.send({ type: 'message.retry', clientId: target.clientId })
        break
      }
      case 'reload':
        actor.stop()
        actor = start()
        break
      case 'drop':
        // The socket came back after a drop: the conversation is read again.
        actor.send({ type: 'conversation.resync' })
        break
      case 'wait':
        clock.increment(MARK_READ_DELAY_MS)
        break
    }
    await flush()
    await flush()
    checkNow()
  }

  // The network is back for good; the member retries what failed until nothing is left.
  server.setNetwork('ok')
  actor.send({ type: 'conversation.retry' })
  await flush()
  for (let round = 0; round < 50; round++) {
    const failed = own().find((m) => m.state === 'failed')
    if (!failed?.clientId) break
    actor.send({ type: 'message.retry', clientId: failed.clientId })
    await flush()
    await flush()
  }
  await flush()
  return { server, typed, own: own(), actor }
}

beforeEach(() => localStorage.clear())

describe('every message typed reaches the server exactly once (property)', () => {
  it(`holds over ${RUNS} random runs of sends, lost answers, refusals, drops, reloads and retries`, async () => {
    let runs = 0
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 20 }), async (commands) => {
        runs += 1
        const { server, typed, own, actor } = await run(commands)
        actor.stop()
        const storedTexts = server.stored.map((m) => m.text).sort()
        expect(storedTexts).toEqual([...typed].sort())
        expect(own.filter((m) => m.state !== 'sent')).toEqual([])
        // What the server holds is what this client shows, once each.
        expect(own.map((m) => m.id).sort()).toEqual(server.stored.map((m) => m.id).sort())
        // One at a time, in the order typed: with no failure on the way, the server holds them so.
        if (server.failures() === 0) expect(server.stored.map((m) => m.text)).toEqual(typed)
      }),
      { numRuns: RUNS },
    )
    console.info(`[property] every message typed on the server exactly once: ${runs} runs passed`)
    expect(runs).toBeGreaterThanOrEqual(RUNS)
  }, 120_000)
})
