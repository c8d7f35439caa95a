// @vitest-environment node
/**
 * Malformed requests get the answers a real server gives, with a text body, never a crash: 401 with no
 * Api-Key, 403 with no live session on a member call, 400 for broken parameters or bodies, 404 for an
 * unknown member. A property test throws random parameters at every route and expects no 500.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEMO, DEMO_PASSWORD, mockServer, resetDatabase } from '../node'

const BASE = 'http://mock.test'
let sessionId = ''

beforeAll(async () => {
  mockServer.listen({ onUnhandledFrame: 'error' })
  await resetDatabase()
})
beforeEach(async () => {
  const response = await fetch(`${BASE}/index_api/login?login=${DEMO.premium.email}&pass=${DEMO_PASSWORD}`, {
    method: 'POST',
    headers: { 'Api-Key': 'k' },
  })
  sessionId = ((await response.json()) as { session_id: string }).session_id
})
afterAll(() => mockServer.close())

async function call(
  method: string,
  path: string,
  init: { body?: BodyInit; headers?: Record<string, string>; session?: boolean } = {},
) {
  const url = new URL(path, BASE)
  if (init.session !== false) url.searchParams.set('session_id', sessionId)
  const response = await fetch(url, { method, body: init.body, headers: { 'Api-Key': 'k', ...init.headers } })
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text: await response.text(),
  }
}

describe('errors like the real API', () => {
  it('401 with a text body when the Api-Key is missing', async () => {
    const response = await fetch(`${BASE}/index_api/search`)
    expect(response.status).toBe(401)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(await response.text()).toMatch(/Api-Key/)
  })

  it('403 with a text body for a member call without a live session', async () => {
    const answer = await call('GET', '/ajax_api/load_contacts?filter=1', { session: false })
    expect(answer).toMatchObject({ status: 403, type: expect.stringMatching(/^text\/plain/) })
    const expired = await call('GET', '/ajax_api/load_contacts?filter=1&session_id=dead', { session: false })
    expect(expired.status).toBe(403)
  })

  it('400 with a text body for broken parameters', async () => {
    for (const path of [
      '/ajax_api/load_contacts?filter=9',
      '/ajax_api/load_contacts?filter=abc',
      '/index_api/search?age_from=vingt',
      '/index_api/search?pas=0',
      '/index_api/search?id_ville=1',
      '/index_api/search?age_from=50&age_to=20',
      '/index_api/match?action=explode',
      '/index_api/classement?sex=7',
      '/ajax_api/send_message?msg=hello',
      '/ajax_api/send_message?dest=10002&id_extra=a9',
      '/ajax_api/setIgnore?action=maybe&target_id=10002',
      '/index_api/user?id=abc',
    ]) {
      const answer = await call('GET', path)
      expect(answer.status, path).toBe(400)
      expect(answer.type, path).toMatch(/^text\/plain/)
      expect(answer.text, path).toMatch(/^Paramètre|^Paramètres/)
    }
  })

  it('400 for a body that does not parse, 404 for an unknown member', async () => {
    const broken = await call('POST', '/ajax_api/setFriend', {
      body: '{"action":',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(broken).toMatchObject({ status: 400, text: 'Corps de requête invalide' })
    const unknown = await call('GET', '/index_api/user?id=999999')
    expect(unknown).toMatchObject({ status: 404, text: 'Membre introuvable' })
  })

  it('refuses with HTTP 200 and a message what the real API refuses that way', async () => {
    const answer = await call('POST', '/index_api/delete?ActionDelete=1', {
      body: new URLSearchParams({ pass: 'faux' }),
    })
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.text)).toEqual({ success: 0, message: 'Mot de passe incorrect.' })
  })
})

const ROUTES: [string, string][] = [
  ['POST', '/index_api/login'],
  ['POST', '/index_api/subscribe'],
  ['GET', '/index_api/user'],
  ['POST', '/ajax_api/setFriend'],
  ['GET', '/index_api/wall'],
  ['GET', '/ajax_api/getActivities'],
  ['GET', '/ajax_api/load_contacts'],
  ['GET', '/index_api/guest/get/visites'],
  ['GET', '/index_api/guest/get/votes'],
  ['GET', '/index_api/match'],
  ['POST', '/index_api/match'],
  ['GET', '/index_api/classement'],
  ['GET', '/ajax_api/load_votephoto'],
  ['POST', '/ajax_api/gal_vote'],
  ['POST', '/index_api/user/is_suspect'],
  ['GET', '/index_api/captcha'],
  ['GET', '/index_api/user/modify/age_sexe_ville'],
  ['GET', '/index_api/user/modify/interests'],
  ['GET', '/index_api/user/modify/description'],
  ['GET', '/index_api/user/modify/informations'],
  ['POST', '/index_api/p_compte/unsubscribe'],
  ['GET', '/ajax_api/load_messages'],
  ['GET', '/ajax_api/setIgnore'],
  ['GET', '/ajax_api/setContact'],
  ['GET', '/ajax_api/send_message'],
  ['GET', '/index_api/search'],
  ['GET', '/index_api/meeting_res'],
  ['GET', '/index_api/topmembers'],
  ['GET', '/ajax_api/getRegionsAutocomp'],
  ['GET', '/index_api/abo_pay2secure'],
  ['GET', '/index_api/abo_confirm'],
  ['GET', '/index_api/get_pubs_infos'],
  ['POST', '/ajax_api/upload_photo'],
  ['GET', '/index_api/user_edit_photos'],
  ['POST', '/index_api/user_edit_photos/del'],
  ['POST', '/index_api/user_edit_photos/modify'],
  ['POST', '/index_api/forgot_password'],
  ['POST', '/index_api/contact'],
  ['GET', '/index_api/faq'],
]

const PARAM_NAMES = [
  'id',
  'page',
  'pas',
  'sex',
  'filter',
  'action',
  'target_id',
  'dest',
  'msg',
  'id_extra',
  'num',
  'score',
  'year',
  'month',
  'day',
  'id_ville',
  'dist',
  'age_from',
  'age_to',
  'photo_num',
  'x',
  'w',
  'is_private',
  'is_main',
  'inter[]',
  'raison',
  'code',
  'email',
  'pass',
  'login',
  'mail',
  'contact_id',
  'abo_id',
  'q',
  'taille',
  'opts_body[]',
]

describe('random parameters on every route', () => {
  it('never crash the mock (no 500), and errors are text', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        fc.array(
          fc.tuple(
            fc.constantFrom(...PARAM_NAMES),
            fc.oneof(
              fc.string(),
              fc.integer().map(String),
              fc.constantFrom('', '0', '-1', '1e9', 'NaN', 'a0', 'p_1', '10002'),
            ),
          ),
          { maxLength: 6 },
        ),
        fc.boolean(),
        async ([method, path], params, inBody) => {
          const query = new URLSearchParams(inBody && method === 'POST' ? [] : params)
          const body = inBody && method === 'POST' ? new URLSearchParams(params) : undefined
          const answer = await call(method, `${path}?${query}`, { body })
          expect(answer.status, `${method} ${path} ${JSON.stringify(params)} → ${answer.text}`).not.toBe(500)
          if (answer.status >= 400) expect(answer.type).toMatch(/^text\/plain/)
        },
      ),
      { numRuns: 300, seed: 20260615 },
    )
  }, 60_000)
})
