// @vitest-environment node
/**
 * The realtime socket through msw in Node (the same handler the browser and the standalone server
 * use): auth first, error frames before it, close 4001 for a bad session, a frame for each thing that
 * happens to the member, and the socket faults (drop with 1006, refuse, session expiry).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  DEMO,
  DEMO_PASSWORD,
  dropSockets,
  expireSessions,
  mockServer,
  refuseSockets,
  resetDatabase,
  stopMockActivity,
  triggerEvent,
} from '../node'

const BASE = 'http://mock.test/api'

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }))
beforeEach(() => resetDatabase())
afterEach(() => {
  mockServer.resetHandlers()
  stopMockActivity()
})
afterAll(() => mockServer.close())

async function sessionOf(email: string): Promise<string> {
  const response = await fetch(`${BASE}/index_api/login?login=${email}&pass=${DEMO_PASSWORD}`, {
    method: 'POST',
    headers: { 'Api-Key': 'k' },
  })
  return ((await response.json()) as { session_id: string }).session_id
}

/** How many visits the member has received, as their visitors page counts them. */
async function visitsOf(email: string): Promise<number> {
  const session = await sessionOf(email)
  const response = await fetch(`${BASE}/index_api/guest/get/visites?page=1&session_id=${session}`, {
    headers: { 'Api-Key': 'k' },
  })
  return Number(((await response.json()) as { total: unknown }).total)
}

interface Probe {
  socket: WebSocket
  frames: Record<string, unknown>[]
  closed: Promise<CloseEvent>
  next(action: string): Promise<Record<string, unknown>>
}

function connect(url = 'ws://mock.test/api/ws'): Probe {
  const socket = new WebSocket(url)
  const frames: Record<string, unknown>[] = []
  const waiters: { action: string; resolve: (f: Record<string, unknown>) => void }[] = []
  socket.addEventListener('message', (event) => {
    const frame = JSON.parse(String(event.data)) as Record<string, unknown>
    frames.push(frame)
    for (const w of [...waiters]) {
      if (w.action === frame.action) {
        waiters.splice(waiters.indexOf(w), 1)
        w.resolve(frame)
      }
    }
  })
  const closed = new Promise<CloseEvent>((resolve) => socket.addEventListener('close', resolve))
  return {
    socket,
    frames,
    closed,
    next(action) {
      const seen = frames.find((f) => f.action === action)
      if (seen) return Promise.resolve(seen)
      return new Promise((resolve) => waiters.push({ action, resolve }))
    },
  }
}

const opened = (socket: WebSocket) => new Promise((resolve) => socket.addEventListener('open', resolve))

async function authed(email: string = DEMO.premium.email): Promise<Probe> {
  const sessionId = await sessionOf(email)
  const probe = connect()
  await opened(probe.socket)
  probe.socket.send(JSON.stringify({ action: 'auth', session_id: sessionId }))
  await probe.next('auth_ok')
  return probe
}

describe('the /ws handshake', () => {
  it('answers frames before auth with an error frame, then accepts the auth', async () => {
    const sessionId = await sessionOf(DEMO.premium.email)
    const probe = connect()
    await opened(probe.socket)
    probe.socket.send('{"action":"ping"}')
    expect(await probe.next('error')).toMatchObject({ connected: 0 })
    probe.socket.send(JSON.stringify({ action: 'auth', session_id: sessionId }))
    expect(await probe.next('auth_ok')).toEqual({
      action: 'auth_ok',
      connected: 1,
      user_id: String(DEMO.premium.id),
    })
    probe.socket.send('{"action":"ping"}')
    expect(await probe.next('pong')).toMatchObject({ connected: 1 })
    probe.socket.close(1000)
  })

  it('closes with 4001 after an error frame for a bad session', async () => {
    const probe = connect('ws://localhost:5173/ws')
    await opened(probe.socket)
    probe.socket.send(JSON.stringify({ action: 'auth', session_id: 'inconnue' }))
    expect((await probe.next('error')).msg).toBe('Session invalide ou expirée')
    expect((await probe.closed).code).toBe(4001)
  })
})

describe('pushed frames', () => {
  it('pushes a message with the sender, text, title and avatar, and the chat to open', async () => {
    const probe = await authed()
    await triggerEvent({ type: 'message', to: DEMO.premium.id, text: 'Salut Juliette' })
    const frame = await probe.next('cmd_new')
    expect(frame).toMatchObject({
      connected: 1,
      msg: 'Salut Juliette',
      txt_title: expect.stringMatching(/^Nouveau message de /),
      infos_exp: {
        id: expect.stringMatching(/^\d+$/),
        age: expect.stringMatching(/^\d+$/),
        pseudo: expect.any(String),
      },
      chatID: expect.stringMatching(/^\d+$/),
    })
    expect(frame.tof).toMatch(/^http:\/\/mock\.test\/api\/__mock\/photos\/portrait-\d\d-small\.jpg$/)
    expect(frame.pseudo).toBe((frame.infos_exp as { pseudo: string }).pseudo)
    probe.socket.close(1000)
  })

  it('pushes visits, votes, favorites, likes, matches and album requests and answers', async () => {
    const probe = await authed()
    const expected: [Parameters<typeof triggerEvent>[0]['type'], string][] = [
      ['visit', 'cmd_visit'],
      ['vote', 'cmd_vote'],
      ['favorite', 'cmd_favoris'],
      ['like', 'like'],
      ['match', 'match'],
      ['album_request', 'album_request'],
    ]
    for (const [type, action] of expected) {
      await triggerEvent({ type, to: DEMO.premium.id })
      const frame = await probe.next(action)
      expect(frame.txt_title).not.toBe('')
      expect(frame.msg).not.toBe('')
    }
    await triggerEvent({ type: 'album_answer', to: DEMO.premium.id, from: DEMO.cancelled.id, accepted: true })
    expect(await probe.next('album_answer')).toMatchObject({ accepted: '1', pseudo: DEMO.cancelled.pseudo })
    probe.socket.close(1000)
  })

  it('pushes to the member only: another member’s socket hears nothing', async () => {
    const juliette = await authed(DEMO.premium.email)
    const thomas = await authed(DEMO.free.email)
    await triggerEvent({ type: 'visit', to: DEMO.premium.id })
    await juliette.next('cmd_visit')
    expect(thomas.frames.map((f) => f.action)).toEqual(['auth_ok'])
    juliette.socket.close(1000)
    thomas.socket.close(1000)
  })
})

describe('frames from the client', () => {
  it('records a cmd_visit once and tells the member visited on their socket', async () => {
    const visitor = await authed(DEMO.free.email)
    const visited = await authed(DEMO.premium.email)
    const before = await visitsOf(DEMO.premium.email)
    visitor.socket.send(JSON.stringify({ action: 'cmd_visit', id: String(DEMO.premium.id) }))
    const frame = await visited.next('cmd_visit')
    expect((frame.infos_exp as { id: unknown }).id).toBe(String(DEMO.free.id))
    // The same visit again, and one to nobody, record nothing more.
    visitor.socket.send(JSON.stringify({ action: 'cmd_visit', id: String(DEMO.premium.id) }))
    visitor.socket.send(JSON.stringify({ action: 'cmd_visit', id: '999999999' }))
    visitor.socket.send(JSON.stringify({ action: 'ping' }))
    await visitor.next('pong')
    expect(await visitsOf(DEMO.premium.email)).toBe(before + 1)
    expect(visited.frames.filter((f) => f.action === 'cmd_visit')).toHaveLength(1)
    visitor.socket.close(1000)
    visited.socket.close(1000)
  })
})

describe('socket faults', () => {
  it('drops every socket with 1006', async () => {
    const probe = await authed()
    expect(dropSockets()).toBe(1)
    expect((await probe.closed).code).toBe(1006)
  })

  it('refuses new sockets while asked to, with an abnormal close', async () => {
    refuseSockets(true)
    const probe = connect()
    expect((await probe.closed).code).toBe(1006)
    refuseSockets(false)
    const again = await authed()
    again.socket.close(1000)
  })

  it('drops and refuses one session only, leaving the other members connected', async () => {
    const premium = await authed(DEMO.premium.email)
    const free = await authed(DEMO.free.email)
    const premiumSession = await sessionOf(DEMO.premium.email)
    expect(dropSockets({ memberId: DEMO.premium.id })).toBe(1)
    expect((await premium.closed).code).toBe(1006)

    refuseSockets(true, premiumSession)
    const refused = connect()
    await opened(refused.socket)
    refused.socket.send(JSON.stringify({ action: 'auth', session_id: premiumSession }))
    expect((await refused.closed).code).toBe(1006)
    free.socket.send('{"action":"ping"}')
    expect(await free.next('pong')).toMatchObject({ connected: 1 })

    refuseSockets(false, premiumSession)
    const back = connect()
    await opened(back.socket)
    back.socket.send(JSON.stringify({ action: 'auth', session_id: premiumSession }))
    await back.next('auth_ok')
    back.socket.close(1000)
    free.socket.close(1000)
  })

  it('closes the sockets of an expired session with 4001', async () => {
    const probe = await authed()
    await expireSessions({ memberId: DEMO.premium.id })
    expect((await probe.closed).code).toBe(4001)
  })
})
