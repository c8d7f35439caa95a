// @vitest-environment node
/**
 * The standalone server as `npm run mock-server` runs it (a child process, PORT=0 for a free port),
 * over real HTTP and a real WebSocket: CORS and preflights, the Api-Key check, a session, photos
 * served, the socket bridged to the same handler (auth, pushed frames, 4001, drop with 1006, refusal
 * at the upgrade), and a network-error fault cutting the connection.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
let child: ChildProcess
let base = ''

beforeAll(async () => {
  child = spawn(
    process.execPath,
    [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'mock-server/standalone.ts'],
    {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', MOCK_SIMULATION: 'off' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  base = await new Promise<string>((resolve, reject) => {
    let out = ''
    const timer = setTimeout(() => reject(new Error(`no ready line: ${out}`)), 30_000)
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const m = /mock server ready on (http:\/\/[\d.]+:\d+)/.exec(out)
      if (m) {
        clearTimeout(timer)
        resolve(m[1]!)
      }
    })
    child.stderr!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
    })
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)))
  })
}, 40_000)

afterAll(async () => {
  if (!child || child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
})

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${base}${path}`, {
    ...init,
    headers: { 'Api-Key': 'e2e', ...(init.headers as Record<string, string>) },
  })

async function sessionOf(login: string): Promise<string> {
  const answer = (await (
    await api(`/index_api/login?login=${login}&pass=demo1234`, { method: 'POST' })
  ).json()) as {
    session_id: string
  }
  return answer.session_id
}

function socket(path = '/ws') {
  const ws = new WebSocket(`${base.replace('http', 'ws')}${path}`)
  const frames: Record<string, unknown>[] = []
  ws.on('message', (data) => frames.push(JSON.parse(data.toString()) as Record<string, unknown>))
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)))
  const frame = async (action: string) => {
    for (let i = 0; i < 100; i++) {
      const found = frames.find((f) => f.action === action)
      if (found) return found
      await new Promise((r) => setTimeout(r, 20))
    }
    throw new Error(`no ${action} frame; got ${JSON.stringify(frames)}`)
  }
  const open = new Promise<void>((resolve, reject) => {
    ws.on('open', () => resolve())
    ws.on('error', reject)
  })
  return { ws, frames, closed, frame, open }
}

describe('HTTP', () => {
  it('answers preflights and every answer with open CORS, Api-Key allowed', async () => {
    const preflight = await fetch(`${base}/index_api/user`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:47311',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'api-key',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Api-Key/)
    const missingKey = await fetch(`${base}/index_api/faq`)
    expect(missingKey.status).toBe(401)
    expect(missingKey.headers.get('access-control-allow-origin')).toBe('*')
    expect(await missingKey.text()).toMatch(/Api-Key/)
  })

  it('signs in, answers the lookup, and serves the photos it names', async () => {
    const sid = await sessionOf('juliette@demo.fr')
    const me = (await (
      await api(`/index_api/user?get_wall_news=1&get_abo_infos=1&id=10001&session_id=${sid}`)
    ).json()) as {
      connected: number
      result: { pseudo: string; main_photo: { normal: string } }
    }
    expect(me.connected).toBe(1)
    expect(me.result.pseudo).toBe('Juliette75')
    expect(me.result.main_photo.normal.startsWith(`${base}/__mock/photos/`)).toBe(true)
    const photo = await fetch(me.result.main_photo.normal)
    expect(photo.status).toBe(200)
    expect(photo.headers.get('content-type')).toBe('image/jpeg')
    expect((await photo.arrayBuffer()).byteLength).toBeGreaterThan(5000)
  })

  it('plays the card provider and cuts the connection for a network-error fault', async () => {
    const sid = await sessionOf('thomas@demo.fr')
    const pay = (await (
      await api(`/index_api/abo_pay2secure?version=3&session_id=${sid}`, {
        headers: { Origin: 'http://127.0.0.1:47311' },
      })
    ).json()) as {
      result: { URL: string }
    }
    const url = new URL(pay.result.URL)
    expect(url.origin).toBe(base)
    expect(url.searchParams.get('return')).toBe('http://127.0.0.1:47311')
    const page = await fetch(url)
    expect(page.headers.get('content-type')).toMatch(/text\/html/)
    expect(await page.text()).toContain('Paiement sécurisé')

    await fetch(`${base}/__mock/fail?path=/index_api/faq&kind=network&times=1`, { method: 'POST' })
    await expect(api('/index_api/faq')).rejects.toThrow()
    expect((await api('/index_api/faq')).status).toBe(200)
  })

  it("stores a message, then cuts the connection, for a 'lost' fault scoped to the session", async () => {
    const sid = await sessionOf('thomas@demo.fr')
    await fetch(`${base}/__mock/fail?path=/ajax_api/send_message&kind=lost&times=1&session_id=${sid}`, {
      method: 'POST',
    })
    await expect(
      api(`/ajax_api/send_message?dest=10001&msg=perdu&session_id=${sid}`).then((r) => r.text()),
    ).rejects.toThrow()
    const history = (await (
      await api(`/ajax_api/load_messages?contact_id=10001&contact=10001&session_id=${sid}`)
    ).json()) as { messages?: { msg: string }[] }
    expect(JSON.stringify(history)).toContain('perdu')
  })
})

describe('WebSocket /ws', () => {
  it('authenticates and pushes what happens to the member', async () => {
    const sid = await sessionOf('juliette@demo.fr')
    const s = socket()
    await s.open
    s.ws.send('bonjour')
    expect(await s.frame('error')).toMatchObject({ connected: 0 })
    s.ws.send(JSON.stringify({ action: 'auth', session_id: sid }))
    expect(await s.frame('auth_ok')).toMatchObject({ user_id: '10001' })
    await fetch(`${base}/__mock/event?type=message&to=10001&text=Salut`, { method: 'POST' })
    const pushed = await s.frame('cmd_new')
    expect(pushed).toMatchObject({ msg: 'Salut', connected: 1 })
    expect(String(pushed.tof).startsWith(`${base}/__mock/photos/`)).toBe(true)
    s.ws.close(1000)
    expect(await s.closed).toBe(1000)
  })

  it('closes a bad session with 4001, after the error frame (also under /api/ws)', async () => {
    const s = socket('/api/ws')
    await s.open
    s.ws.send(JSON.stringify({ action: 'auth', session_id: 'perimee' }))
    expect(await s.frame('error')).toMatchObject({ msg: 'Session invalide ou expirée' })
    expect(await s.closed).toBe(4001)
  })

  it('drops sockets with 1006 and refuses new ones when asked', async () => {
    const sid = await sessionOf('juliette@demo.fr')
    const s = socket()
    await s.open
    s.ws.send(JSON.stringify({ action: 'auth', session_id: sid }))
    await s.frame('auth_ok')
    expect(await (await fetch(`${base}/__mock/socket/drop`, { method: 'POST' })).json()).toEqual({
      dropped: 1,
    })
    expect(await s.closed).toBe(1006)

    await fetch(`${base}/__mock/socket/refuse?on=1`, { method: 'POST' })
    const refused = socket()
    await expect(refused.open).rejects.toThrow(/503/)
    await fetch(`${base}/__mock/socket/refuse?on=0`, { method: 'POST' })
    const again = socket()
    await again.open
    again.ws.close(1000)
  })
})
