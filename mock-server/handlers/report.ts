/**
 * Reporting a member: the captcha image (an SVG holding a fresh code, remembered server-side for the
 * caller's session, or for anonymous callers as a whole), and the report itself, refused with the
 * server's French message when the reason or code is wrong. Reports are anonymous: the reported member
 * is never told.
 */
import { HttpResponse, http } from 'msw'
import type { WireReportResponse } from '../../src/api/wire/report'
import { db, nextId } from '../db/database'
import { REPORT_REASON_KEYS, REPORT_REASONS } from '../db/enums'
import { badRequest, memberRoute, openRoute, textResponse } from '../lib/http'
import { token } from '../lib/ids'
import { nowIso } from '../lib/time'
import { memberById } from '../services/members'

const CAPTCHA_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
export const CAPTCHA_LENGTH = 5
export const ANONYMOUS_CAPTCHA_KEY = 'anonymous'

/** The code the caller was last shown (tests and QA read it through node.ts or /__mock/captcha). */
export function captchaCodeFor(sessionId: string | null): string | null {
  return db.captchas.findFirst((q) => q.where({ key: sessionId ?? ANONYMOUS_CAPTCHA_KEY }))?.code ?? null
}

function newCode(): string {
  const hex = token(CAPTCHA_LENGTH)
  let code = ''
  for (let i = 0; i < CAPTCHA_LENGTH; i++) {
    code += CAPTCHA_ALPHABET[Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16) % CAPTCHA_ALPHABET.length]
  }
  return code
}

export function captchaSvg(code: string): string {
  const chars = [...code]
    .map((c, i) => {
      const x = 18 + i * 26
      const y = 34 + ((i * 7) % 9) - 4
      const angle = ((i * 37) % 31) - 15
      return `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y})" font-family="Verdana, sans-serif" font-size="26" font-weight="bold" fill="#1f2937">${c}</text>`
    })
    .join('')
  const noise = [0, 1, 2, 3]
    .map(
      (i) =>
        `<path d="M0 ${10 + i * 11} Q 75 ${(i * 23) % 50} 160 ${40 - i * 9}" stroke="#9ca3af" stroke-width="1.5" fill="none"/>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="50" viewBox="0 0 160 50" role="img" aria-label="Code de vérification"><rect width="160" height="50" rx="8" fill="#f3f4f6"/>${noise}${chars}</svg>`
}

const captcha = openRoute(
  'get',
  '/index_api/captcha',
  async ({ session }) => {
    const key = session?.session_id ?? ANONYMOUS_CAPTCHA_KEY
    const code = newCode()
    db.captchas.delete((q) => q.where({ key }))
    await db.captchas.create({ key, code, created_at: nowIso() })
    return new Response(captchaSvg(code), {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' },
    })
  },
  { mutation: true },
)

const refuse = (message: string): Record<string, unknown> =>
  ({ success: 0, message }) satisfies WireReportResponse

const report = memberRoute(
  'post',
  '/index_api/user/is_suspect',
  async ({ params, me, session }) => {
    const target = memberById(params.requiredInt('id'))
    if (!target) return refuse('Membre introuvable')
    const rawReason = params.str('raison')
    const reason = /^\d+$/.test(rawReason) ? Number(rawReason) : (REPORT_REASON_KEYS[rawReason] ?? 0)
    if (!REPORT_REASONS[reason]) return refuse('Veuillez sélectionner une raison')
    const code = params.str('code')
    if (code === '') return refuse('Veuillez entrer le code de vérification')
    const expected = captchaCodeFor(session.session_id)
    // Each code is good for one try, right or wrong: a new image is needed after.
    db.captchas.delete((q) => q.where({ key: session.session_id }))
    if (!expected || expected.toUpperCase() !== code.toUpperCase())
      return refuse('Le code de vérification est incorrect.')
    if (target.id === me.id) return refuse('Vous ne pouvez pas vous signaler vous-même.')
    const details = params.str('details')
    if (details.length > 2000) throw badRequest('Paramètre details trop long')
    await db.reports.create({
      id: nextId('reports'),
      reporter_id: me.id,
      target_id: target.id,
      raison: reason,
      details,
      date: nowIso(),
    })
    return { success: 1, message: 'Signalement envoyé avec succès' }
  },
  { mutation: true },
)

export const reportHandlers = [captcha, report]

const serverError = () => textResponse(500, 'Erreur interne du serveur')

/** Named scenarios for tests and stories: `server.use(...reportScenarios.x)` overrides the calls until reset. */
export const reportScenarios = {
  wrongCode: [
    http.post('*/index_api/user/is_suspect', () =>
      HttpResponse.json({ success: 0, message: 'Le code de vérification est incorrect.' }),
    ),
  ],
  fails: [http.post('*/index_api/user/is_suspect', serverError)],
}
