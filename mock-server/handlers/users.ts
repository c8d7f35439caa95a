/**
 * GET /index_api/user: the signed-in member's own lookup (`get_wall_news=1&get_abo_infos=1`), which
 * answers `{ connected: 0 }` with HTTP 200 for a dead session, and any member's profile (visitors
 * included), which counts as a visit when a member looks at someone else.
 */
import { HttpResponse, http } from 'msw'
import { badRequest, notFound, openRoute, textResponse } from '../lib/http'
import { fullProfile, viewerOf } from '../lib/serialize'
import { memberById } from '../services/members'
import { recordVisit } from '../services/social'

const user = openRoute(
  'get',
  '/index_api/user',
  async ({ params, me, apiBase }) => {
    const ownLookup = params.flag('get_abo_infos') || params.flag('get_wall_news')
    const id = params.int('id')
    if (ownLookup && !me) return { connected: 0 }
    const target = id === null ? me : memberById(id)
    if (id === null && !me) throw badRequest('Paramètre id manquant')
    if (!target) throw notFound('Membre introuvable')
    const viewer = viewerOf(me, apiBase)
    if (me && target.id !== me.id && !ownLookup) await recordVisit(me.id, target.id)
    return { connected: me ? 1 : 0, result: fullProfile(target, viewer) }
  },
  { mutation: false },
)

export const userHandlers = [user]

const serverError = () => textResponse(500, 'Erreur interne du serveur')

/** Named scenarios for tests and stories: `server.use(...sessionScenarios.x)` overrides the calls until reset. */
export const sessionScenarios = {
  /** The user lookup says the session is dead. */
  expired: [http.get('*/index_api/user', () => HttpResponse.json({ connected: 0 }))],
  /** Every login is refused with the server's label. */
  loginRefused: [
    http.post('*/index_api/login', () =>
      HttpResponse.json({ error: 1, error_label: 'Identifiant ou mot de passe incorrect.' }),
    ),
  ],
  /** The token relogin fails (the token was revoked). */
  tokenRevoked: [
    http.post('*/index_api/login', ({ request }) =>
      new URL(request.url).searchParams.get('pass')?.startsWith('TOK_')
        ? HttpResponse.json({ error: 1, error_label: 'Votre session a expiré, veuillez vous reconnecter.' })
        : undefined,
    ),
  ],
  /** The server is down for every call. */
  serverDown: [http.all('*/index_api/*', serverError), http.all('*/ajax_api/*', serverError)],
}
