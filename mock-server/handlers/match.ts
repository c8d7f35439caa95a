/**
 * The swipe deck and matches (/index_api/match): profiles to swipe (the gender the member looks for,
 * with a photo, not yet swiped, paged), a like or dislike (a like answered by a like is a match, said
 * in the answer and pushed to the other member), and the member's matches.
 */
import type {
  WireMatchesResponse,
  WireMatchProfilesResponse,
  WireSwipeResponse,
} from '../../src/api/wire/match'
import { db } from '../db/database'
import type { Member } from '../db/members'
import { badRequest, memberRoute, refused } from '../lib/http'
import { paginate } from '../lib/paging'
import { hashString } from '../lib/prng'
import { flag, profileCard, viewerOf } from '../lib/serialize'
import { hasBlacklisted, memberById, publicPhotosOf } from '../services/members'
import { swipe } from '../services/votes'

export const SWIPE_PAGE_SIZE = 10

function deckFor(me: Member): Member[] {
  const swiped = new Set(db.likes.findMany((q) => q.where({ from_id: me.id })).map((l) => l.to_id))
  return (
    db.members
      .findMany((q) =>
        q.where((m) => m.id !== me.id && !swiped.has(m.id) && (me.cherche1 === 0 || m.sexe1 === me.cherche1)),
      )
      .filter(
        (m) =>
          publicPhotosOf(m.id).length > 0 && !hasBlacklisted(me.id, m.id) && !hasBlacklisted(m.id, me.id),
      )
      // Shuffled the same way every time for the same member: a stable, varied deck.
      .sort((a, b) => hashString(`${me.id}:${a.id}`) - hashString(`${me.id}:${b.id}`))
  )
}

const getMatch = memberRoute('get', '/index_api/match', ({ params, me, apiBase }) => {
  const action = params.str('action')
  const viewer = viewerOf(me, apiBase)
  if (action === 'get_profile') {
    const page = paginate(deckFor(me), params.int('page'), SWIPE_PAGE_SIZE)
    const answer: WireMatchProfilesResponse = {
      result: {
        tab_profils: page.items.map((m) =>
          profileCard(m, viewer, { photoField: 'tab_photo', alias: 'real_size' }),
        ),
        nb_pages: String(page.nb_pages),
      },
    }
    return answer
  }
  if (action === 'get_matches') {
    const rows = db.matches
      .findMany((q) => q.where((x) => x.a_id === me.id || x.b_id === me.id))
      .sort((a, b) => b.date.localeCompare(a.date))
    const answer: WireMatchesResponse = {
      result: {
        tab_profils: rows
          .map((x) => memberById(x.a_id === me.id ? x.b_id : x.a_id))
          .filter((m): m is Member => !!m)
          .map((m) => profileCard(m, viewer, { photoField: 'photos_v2' })),
      },
    }
    return answer
  }
  throw badRequest('Paramètre action invalide (get_profile ou get_matches)')
})

const postMatch = memberRoute(
  'post',
  '/index_api/match',
  async ({ params, me }) => {
    const action = params.str('action')
    if (action !== 'set_like' && action !== 'set_dislike')
      throw badRequest('Paramètre action invalide (set_like ou set_dislike)')
    const target = memberById(params.requiredInt('id_user'))
    if (!target) return refused('Membre introuvable')
    if (target.id === me.id) return refused('Action impossible sur votre propre profil.')
    const isMatch = await swipe(me.id, target.id, action === 'set_like' ? 'like' : 'dislike')
    const answer: WireSwipeResponse = { success: 1, match: flag(isMatch) }
    return answer as Record<string, unknown>
  },
  { mutation: true },
)

export const matchHandlers = [getMatch, postMatch]
