/**
 * Photo votes and rankings: the ranking of one gender ordered by average note (then by vote count),
 * the profiles to vote on with the member's vote history, and a vote (score = stars x 2, 2 to 10).
 */
import type { WireRankingResponse, WireVotePhotoResponse } from '../../src/api/wire/votes'
import { db } from '../db/database'
import { GENDERS, isId } from '../db/enums'
import type { Member } from '../db/members'
import { badRequest, memberRoute, ok, refused } from '../lib/http'
import { paginate } from '../lib/paging'
import { hashString } from '../lib/prng'
import { profileCard, viewerOf } from '../lib/serialize'
import { hasBlacklisted, memberById, noteOf, publicPhotosOf } from '../services/members'
import { castVote } from '../services/votes'

export const RANKING_PAGE_SIZE = 12
const VOTE_BATCH = 10
const HISTORY_SIZE = 20

/** The `sex` parameter: a gender code, or '' / '0' for everyone. */
function genderParam(raw: number | null): number | null {
  if (raw === null || raw === 0) return null
  if (!isId(GENDERS, raw)) throw badRequest('Paramètre sex invalide (1, 2 ou 3)')
  return raw
}

const ranking = memberRoute('get', '/index_api/classement', ({ params, me, apiBase }) => {
  const sex = genderParam(params.int('sex'))
  const ranked = db.members
    .findMany((q) => q.where((m) => sex === null || m.sexe1 === sex))
    .map((m) => ({ m, note: noteOf(m.id) }))
    .filter((x) => x.note.average !== null)
    .sort((a, b) => b.note.average! - a.note.average! || b.note.votes - a.note.votes || a.m.id - b.m.id)
  const page = paginate(ranked, params.int('page'), RANKING_PAGE_SIZE)
  const viewer = viewerOf(me, apiBase)
  const answer: WireRankingResponse = {
    result: page.items.map(({ m }) => profileCard(m, viewer, { photoField: 'tab_photo', alias: 'url_big' })),
    nb_pages: String(page.nb_pages),
  }
  return { ...answer, total: String(page.total) }
})

const votePhotos = memberRoute('get', '/ajax_api/load_votephoto', ({ params, me, apiBase }) => {
  const sex = genderParam(params.int('sex'))
  const viewer = viewerOf(me, apiBase)
  const votedFor = new Set(db.votes.findMany((q) => q.where({ voter_id: me.id })).map((v) => v.target_id))
  const candidates = db.members
    .findMany((q) =>
      q.where((m) => m.id !== me.id && (sex === null || m.sexe1 === sex) && !votedFor.has(m.id)),
    )
    .filter((m) => publicPhotosOf(m.id).length > 0 && !hasBlacklisted(me.id, m.id))
    .sort((a, b) => hashString(`v${me.id}:${a.id}`) - hashString(`v${me.id}:${b.id}`))
    .slice(0, VOTE_BATCH)
  const historyIds: number[] = []
  for (const v of db.votes
    .findMany((q) => q.where({ voter_id: me.id }))
    .sort((a, b) => b.date.localeCompare(a.date))) {
    if (!historyIds.includes(v.target_id)) historyIds.push(v.target_id)
    if (historyIds.length >= HISTORY_SIZE) break
  }
  const answer: WireVotePhotoResponse = {
    profil_for_vote: candidates.map((m) =>
      profileCard(m, viewer, { photoField: 'public_album', alias: 'real_size' }),
    ),
    vote_historic: historyIds
      .map((id) => memberById(id))
      .filter((m): m is Member => !!m)
      .map((m) => profileCard(m, viewer, { photoField: 'public_album', alias: 'real_size' })),
  }
  return answer as Record<string, unknown>
})

const galVote = memberRoute(
  'post',
  '/ajax_api/gal_vote',
  async ({ params, me }) => {
    const ownerId = params.requiredInt('id')
    const num = params.requiredInt('num')
    const score = params.requiredInt('score')
    // Spec sections 5 and 9: 1 to 5 stars, sent doubled, so only 2, 4, 6, 8 or 10 is a score.
    if (score < 2 || score > 10 || score % 2 !== 0)
      return refused('La note doit être comprise entre 1 et 5 étoiles.')
    const owner = memberById(ownerId)
    if (!owner) return refused('Membre introuvable')
    if (owner.id === me.id) return refused('Vous ne pouvez pas voter pour vos propres photos.')
    const photo = db.photos.findFirst((q) => q.where({ member_id: owner.id, num }))
    if (!photo || photo.is_private) return refused('Photo introuvable')
    await castVote(me.id, photo, score)
    return ok()
  },
  { mutation: true },
)

export const voteHandlers = [ranking, votePhotos, galVote]
