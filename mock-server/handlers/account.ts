/**
 * Leaving: cancelling premium (step 1 checks the email and, in the mock, cancels at once: premium stays
 * until the end date) and deleting the account (password checked; every row of the member goes, and
 * their sessions die, without closing their sockets: the app logs out by itself 3 seconds later).
 */
import { HttpResponse, http } from 'msw'
import { db } from '../db/database'
import { memberRoute, ok, refused, textResponse } from '../lib/http'
import { deleteUpload } from '../lib/uploads'
import { isPremium, photosOf, subscriptionOf } from '../services/members'

const unsubscribe = memberRoute(
  'post',
  '/index_api/p_compte/unsubscribe',
  async ({ params, me }) => {
    const email = params.str('email')
    if (email === '') return refused("L'email est requis")
    if (email.toLowerCase() !== me.email.toLowerCase()) {
      return refused('Cette adresse email ne correspond pas à votre compte.')
    }
    const sub = subscriptionOf(me.id)
    if (!sub || !isPremium(me.id)) return refused("Vous n'avez pas d'abonnement en cours.")
    if (sub.cancelled) return refused('Votre abonnement est déjà résilié.')
    await db.subscriptions.update((q) => q.where({ member_id: me.id }), {
      data(s) {
        s.cancelled = true
      },
    })
    return ok({ message: 'Un email de confirmation a été envoyé à votre adresse.' })
  },
  { mutation: true },
)

export async function deleteMemberData(memberId: number): Promise<void> {
  for (const photo of photosOf(memberId)) if (photo.source.kind === 'upload') deleteUpload(photo.source.key)
  const mine =
    <T extends Record<string, unknown>>(keys: (keyof T)[]) =>
    (row: T) =>
      keys.some((k) => row[k] === memberId)
  db.photos.deleteMany((q) => q.where({ member_id: memberId }))
  db.subscriptions.deleteMany((q) => q.where({ member_id: memberId }))
  db.payments.deleteMany((q) => q.where({ member_id: memberId }))
  const conversationIds = db.conversations
    .findMany((q) => q.where((c) => c.a_id === memberId || c.b_id === memberId))
    .map((c) => c.id)
  db.messages.deleteMany((q) => q.where((m) => conversationIds.includes(m.conversation_id)))
  db.conversations.deleteMany((q) => q.where((c) => conversationIds.includes(c.id)))
  db.favorites.deleteMany((q) => q.where(mine(['owner_id', 'target_id'])))
  db.blacklist.deleteMany((q) => q.where(mine(['owner_id', 'target_id'])))
  db.visits.deleteMany((q) => q.where(mine(['visitor_id', 'visited_id'])))
  db.albumShares.deleteMany((q) => q.where(mine(['owner_id', 'viewer_id'])))
  db.likes.deleteMany((q) => q.where(mine(['from_id', 'to_id'])))
  db.matches.deleteMany((q) => q.where(mine(['a_id', 'b_id'])))
  db.activities.deleteMany((q) => q.where((a) => a.member_id === memberId || a.target_id === memberId))
  // Votes given are removed from the photos' sums, so rankings stay right.
  for (const vote of db.votes.findMany((q) => q.where({ voter_id: memberId }))) {
    await db.photos.update((q) => q.where({ member_id: vote.target_id, num: vote.photo_num }), {
      data(p) {
        p.score_sum -= vote.score
        p.votes -= 1
      },
    })
  }
  db.votes.deleteMany((q) => q.where(mine(['voter_id', 'target_id'])))
  db.members.delete((q) => q.where({ id: memberId }))
}

const deleteAccount = memberRoute(
  'post',
  '/index_api/delete',
  async ({ params, me }) => {
    const pass = params.get('pass') ?? ''
    if (pass === '') return refused('Veuillez entrer votre mot de passe')
    if (pass !== me.password) return refused('Mot de passe incorrect.')
    await deleteMemberData(me.id)
    // The sessions die with the account (every later call is refused), but the open sockets are not
    // closed with 4001: the app shows its confirmation for 3 seconds, then logs out and closes its
    // socket itself (spec section 4). A 4001 now would read as a dead session and bounce it first.
    db.sessions.deleteMany((q) => q.where({ member_id: me.id }))
    return ok({ message: 'Votre compte a été supprimé.' })
  },
  { mutation: true },
)

export const accountHandlers = [unsubscribe, deleteAccount]

const serverError = () => textResponse(500, 'Erreur interne du serveur')

/** Named scenarios for tests and stories: `server.use(...accountScenarios.x)` overrides the calls until reset. */
export const accountScenarios = {
  deleteWrongPassword: [
    http.post('*/index_api/delete', () =>
      HttpResponse.json({ success: 0, message: 'Mot de passe incorrect.' }),
    ),
  ],
  unsubscribeFails: [http.post('*/index_api/p_compte/unsubscribe', serverError)],
}
