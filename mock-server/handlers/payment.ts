/**
 * Buying premium, with the mock playing the card provider: abo_pay2secure opens a pending payment and
 * answers `result.URL`, the provider page (mock-server/assets/provider.html) which sends the member
 * back to `<origin>/app/payment-success?abo_id=...` or `/app/payment-error`; abo_confirm then makes the
 * member premium. The return origin is taken from a `return_origin` parameter, else the Origin or
 * Referer header, else the runner's default (the page, in the browser).
 */
import { HttpResponse, http } from 'msw'
import type { WirePayToSecureResponse } from '../../src/api/wire/payment'
import { db } from '../db/database'
import { memberRoute, ok, refused, textResponse } from '../lib/http'
import { token } from '../lib/ids'
import { DAY, now, nowIso, ymd } from '../lib/time'
import { runtime } from '../runtime'
import { subscriptionOf } from '../services/members'

export const PREMIUM_PRICE_LABEL = '29,90 €'
export const PREMIUM_DAYS = 30
export const PREMIUM_CREDITS = 50

function originOf(value: string | null): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

const payToSecure = memberRoute(
  'get',
  '/index_api/abo_pay2secure',
  async ({ params, me, request, apiBase }) => {
    const back =
      originOf(params.get('return_origin')) ??
      originOf(request.headers.get('Origin')) ??
      originOf(request.headers.get('Referer') ?? request.referrer) ??
      runtime.defaultReturnOrigin() ??
      new URL(apiBase).origin
    const aboId = token(8)
    await db.payments.create({
      abo_id: aboId,
      member_id: me.id,
      status: 'pending',
      created_at: nowIso(),
      return_origin: back,
    })
    const url = new URL(runtime.providerPageUrl(apiBase))
    url.searchParams.set('abo_id', aboId)
    url.searchParams.set('return', back)
    url.searchParams.set('amount', PREMIUM_PRICE_LABEL)
    const answer: WirePayToSecureResponse = { result: { URL: url.toString() } }
    return answer as Record<string, unknown>
  },
  { mutation: true },
)

const confirm = memberRoute(
  'get',
  '/index_api/abo_confirm',
  async ({ params, me }) => {
    const aboId = params.str('abo_id')
    if (aboId === '') return refused('Paramètre abo_id manquant')
    const payment = db.payments.findFirst((q) => q.where({ abo_id: aboId }))
    if (!payment || payment.member_id !== me.id) return refused('Paiement introuvable.')
    if (payment.status === 'confirmed') return ok({ message: 'Votre abonnement Premium est déjà actif.' })
    if (payment.status === 'failed') return refused('Ce paiement a été refusé.')
    const today = now()
    const sub = subscriptionOf(me.id)
    const base = sub?.premium && sub.end_date >= ymd(today) ? Date.parse(`${sub.end_date}T00:00:00Z`) : today
    const end = ymd(base + PREMIUM_DAYS * DAY)
    if (sub) {
      await db.subscriptions.update((q) => q.where({ member_id: me.id }), {
        data(s) {
          if (!s.premium || s.end_date < ymd(today)) s.start_date = ymd(today)
          s.premium = true
          s.cancelled = false
          s.end_date = end
          s.credits += PREMIUM_CREDITS
        },
      })
    } else {
      await db.subscriptions.create({
        member_id: me.id,
        premium: true,
        start_date: ymd(today),
        end_date: end,
        cancelled: false,
        credits: PREMIUM_CREDITS,
      })
    }
    await db.payments.update((q) => q.where({ abo_id: aboId }), {
      data(p) {
        p.status = 'confirmed'
      },
    })
    return ok({ message: 'Votre abonnement Premium est actif.' })
  },
  { mutation: true },
)

/** The provider page itself, for the runners that can answer a page navigation (not the browser). */
const providerPage = http.get('*/__mock/provider', async () => {
  const bytes = await runtime.readAsset('provider.html')
  if (!bytes) return textResponse(404, 'Page du prestataire introuvable')
  return new Response(bytes as BodyInit, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
})

export const paymentHandlers = [payToSecure, confirm, providerPage]

const serverError = () => textResponse(500, 'Erreur interne du serveur')

/** Named scenarios for tests and stories: `server.use(...paymentScenarios.x)` overrides the calls until reset. */
export const paymentScenarios = {
  providerUnavailable: [http.get('*/index_api/abo_pay2secure', serverError)],
  confirmRefused: [
    http.get('*/index_api/abo_confirm', () =>
      HttpResponse.json({ success: 0, message: 'Ce paiement a été refusé.' }),
    ),
  ],
}
