/**
 * Favorites, the wall's five buckets, the recent-activity feed, and who visited or voted (paged).
 * Blacklisted members never show up in what a member is shown.
 */
import type { WireActivityItem } from '../../src/api/wire/social'
import { db } from '../db/database'
import type { Member } from '../db/members'
import type { Activity } from '../db/wall'
import { badRequest, memberRoute, ok, refused } from '../lib/http'
import { byDateDesc, paginate } from '../lib/paging'
import { type CardOptions, profileCard, type Viewer, viewerOf } from '../lib/serialize'
import { DAY, now, sqlDateTime } from '../lib/time'
import { hasBlacklisted, memberById } from '../services/members'
import { setFavorite } from '../services/social'

export const GUESTS_PAGE_SIZE = 12
const WALL_BUCKET_SIZE = 12
const ACTIVITY_FEED_SIZE = 20

function activityItem(
  member: Member,
  viewer: Viewer,
  activity: string | null,
  date: string,
  options: CardOptions,
): WireActivityItem {
  const item: WireActivityItem = { ...profileCard(member, viewer, options), date_action: sqlDateTime(date) }
  if (activity) item.activity = activity
  return item
}

/** Visible to the viewer: exists, is not the viewer, and neither blocked the other. */
function visibleTo(viewerId: number) {
  return (member: Member | undefined): member is Member =>
    !!member &&
    member.id !== viewerId &&
    !hasBlacklisted(viewerId, member.id) &&
    !hasBlacklisted(member.id, viewerId)
}

const setFriend = memberRoute(
  'post',
  '/ajax_api/setFriend',
  async ({ params, me }) => {
    const action = params.str('action')
    if (action !== 'add' && action !== 'del') throw badRequest('Paramètre action invalide (add ou del)')
    const target = memberById(params.requiredInt('target_id'))
    if (!target) return refused('Membre introuvable')
    if (target.id === me.id) return refused('Vous ne pouvez pas vous ajouter à vos favoris.')
    await setFavorite(me.id, target.id, action === 'add')
    return ok()
  },
  { mutation: true },
)

function latestPerMember(rows: Activity[], limit: number): Activity[] {
  const seen = new Set<number>()
  const out: Activity[] = []
  for (const row of [...rows].sort(byDateDesc)) {
    if (seen.has(row.member_id)) continue
    seen.add(row.member_id)
    out.push(row)
    if (out.length >= limit) break
  }
  return out
}

const wall = memberRoute('get', '/index_api/wall', ({ me, apiBase }) => {
  const viewer = viewerOf(me, apiBase)
  const visible = visibleTo(me.id)
  const since = new Date(now() - 30 * DAY).toISOString()
  const bucket = (kind: Activity['kind']) =>
    latestPerMember(
      db.activities.findMany((q) => q.where((a) => a.kind === kind && a.date >= since)),
      WALL_BUCKET_SIZE * 2,
    )
      .map((a) => ({ a, m: memberById(a.member_id) }))
      .filter((x): x is { a: Activity; m: Member } => visible(x.m))
      .slice(0, WALL_BUCKET_SIZE)
      // Wall items carry the `m_id` alias and `tab_photos`; the bucket says what happened.
      .map(({ a, m }) =>
        activityItem(m, viewer, null, a.date, {
          idField: 'm_id',
          photoField: 'tab_photos',
          alias: 'url_big',
        }),
      )

  const visitors = [...db.visits.findMany((q) => q.where({ visited_id: me.id }))].sort(byDateDesc)
  const seen = new Set<number>()
  const wallFriends: WireActivityItem[] = []
  for (const v of visitors) {
    if (seen.has(v.visitor_id)) continue
    seen.add(v.visitor_id)
    const m = memberById(v.visitor_id)
    if (!visible(m)) continue
    wallFriends.push(
      activityItem(m, viewer, null, v.date, { idField: 'm_id', photoField: 'tab_photos', alias: 'url_big' }),
    )
    if (wallFriends.length >= WALL_BUCKET_SIZE) break
  }

  const online = db.members
    .findMany((q) => q.where((m) => m.online && (me.cherche1 === 0 || m.sexe1 === me.cherche1)))
    .filter(visible)
    .sort((a, b) => b.last_seen.localeCompare(a.last_seen))
    .slice(0, WALL_BUCKET_SIZE)
    .map((m) =>
      activityItem(m, viewer, null, m.last_seen, {
        idField: 'm_id',
        photoField: 'tab_photos',
        alias: 'url_big',
      }),
    )

  return {
    wall_addPhoto: bucket('add_tof'),
    wall_birthday: bucket('birthday'),
    wall_change: bucket('modif'),
    wall_friends: wallFriends,
    wall_online: online,
  }
})

const activities = memberRoute('get', '/ajax_api/getActivities', ({ me, apiBase }) => {
  const viewer = viewerOf(me, apiBase)
  const visible = visibleTo(me.id)
  // Visits only count when they were to the viewer: the feed says "visited your profile".
  const rows = db.activities
    .findMany((q) => q.where((a) => a.kind !== 'visite' || a.target_id === me.id))
    .sort(byDateDesc)
  const result: WireActivityItem[] = []
  for (const a of rows) {
    const m = memberById(a.member_id)
    if (!visible(m)) continue
    result.push(activityItem(m, viewer, a.kind, a.date, { photoField: 'url_photo' }))
    if (result.length >= ACTIVITY_FEED_SIZE) break
  }
  return { result }
})

/** One row per visitor or voter, at their latest visit or vote, newest first. */
function guestsPage(
  rows: { memberId: number; date: string }[],
  page: number | null,
  viewer: Viewer,
  viewerId: number,
) {
  const latest = new Map<number, string>()
  for (const row of rows) {
    const prev = latest.get(row.memberId)
    if (!prev || row.date > prev) latest.set(row.memberId, row.date)
  }
  const visible = visibleTo(viewerId)
  const sorted = [...latest.entries()]
    .map(([memberId, date]) => ({ member: memberById(memberId), date }))
    .filter((x): x is { member: Member; date: string } => visible(x.member))
    .sort((a, b) => b.date.localeCompare(a.date))
  const p = paginate(sorted, page, GUESTS_PAGE_SIZE)
  return {
    result: p.items.map(({ member, date }) =>
      activityItem(member, viewer, null, date, { photoField: 'photos' }),
    ),
    nb_pages: String(p.nb_pages),
    total: String(p.total),
    page: String(p.page),
  }
}

const visitors = memberRoute('get', '/index_api/guest/get/visites', ({ me, params, apiBase }) => {
  const rows = db.visits
    .findMany((q) => q.where({ visited_id: me.id }))
    .map((v) => ({ memberId: v.visitor_id, date: v.date }))
  return guestsPage(rows, params.int('page'), viewerOf(me, apiBase), me.id)
})

const voters = memberRoute('get', '/index_api/guest/get/votes', ({ me, params, apiBase }) => {
  const rows = db.votes
    .findMany((q) => q.where({ target_id: me.id }))
    .map((v) => ({ memberId: v.voter_id, date: v.date }))
  return guestsPage(rows, params.int('page'), viewerOf(me, apiBase), me.id)
})

export const socialHandlers = [setFriend, wall, activities, visitors, voters]
