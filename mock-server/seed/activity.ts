/**
 * Seeds the history between members: conversations and messages (some unread, one photo share, album
 * requests), visits, photo votes, swipe likes and the matches they made, favorites, blacklist, album
 * shares, and the wall's activities. The demo accounts get a rich, hand-shaped share of it so the
 * site looks alive at once; the rest is drawn at random.
 */
import type { Conversation, Message } from '../db/chat'
import type { Member } from '../db/members'
import type { Photo } from '../db/photos'
import type { AlbumShare, Link, Visit } from '../db/social'
import type { Like, Match, Vote } from '../db/votes'
import type { Activity } from '../db/wall'
import type { Rng } from '../lib/prng'
import { DAY, HOUR, iso, MINUTE } from '../lib/time'
import { DEMO } from './demo'
import { ALBUM_ACCEPT_TEXT, ALBUM_REQUEST_TEXT, OPENERS, REPLIES } from './texts'

export interface SeededActivity {
  conversations: Conversation[]
  messages: Message[]
  visits: Visit[]
  votes: Vote[]
  likes: Like[]
  matches: Match[]
  favorites: Link[]
  blacklist: Link[]
  albumShares: AlbumShare[]
  activities: Activity[]
}

export function buildActivity(rng: Rng, now: number, members: Member[], photos: Photo[]): SeededActivity {
  const out: SeededActivity = {
    conversations: [],
    messages: [],
    visits: [],
    votes: [],
    likes: [],
    matches: [],
    favorites: [],
    blacklist: [],
    albumShares: [],
    activities: [],
  }
  const ids = {
    conversation: 1,
    message: 1,
    visit: 1,
    vote: 1,
    like: 1,
    match: 1,
    link: 1,
    share: 1,
    activity: 1,
  }
  const regular = members.filter((m) => m.simulated)
  const withPhotos = new Set(photos.filter((p) => !p.is_private).map((p) => p.member_id))
  const photogenic = regular.filter((m) => withPhotos.has(m.id))
  const attractedTo = (viewer: Member) =>
    regular.filter((m) => m.id !== viewer.id && (viewer.cherche1 === 0 || m.sexe1 === viewer.cherche1))
  const ago = (maxMinutes: number, minMinutes = 1) => iso(now - rng.int(minMinutes, maxMinutes) * MINUTE)

  const conversationPairs = new Set<string>()
  function converse(
    a: Member,
    b: Member,
    count: number,
    opts: { unreadFromB?: number; startDaysAgo?: number } = {},
  ) {
    const [lo, hi] = a.id < b.id ? [a, b] : [b, a]
    const key = `${lo.id}:${hi.id}`
    if (conversationPairs.has(key) || count === 0) return null
    conversationPairs.add(key)
    const conversation: Conversation = {
      id: ids.conversation++,
      a_id: lo.id,
      b_id: hi.id,
      created_at: iso(now - (opts.startDaysAgo ?? 10) * DAY),
      hidden_by: [],
    }
    out.conversations.push(conversation)
    let t = now - (opts.startDaysAgo ?? rng.int(1, 30)) * DAY
    const step = (now - t) / (count + 1)
    let fromB = rng.chance(0.5)
    for (let k = 0; k < count; k++) {
      t += step * (0.5 + rng.next())
      // Either may open; then they take turns, with the odd double message.
      if (k > 0 && !rng.chance(0.15)) fromB = !fromB
      const from = fromB ? b : a
      const to = fromB ? a : b
      const unreadTail = opts.unreadFromB ?? 0
      const isTail = k >= count - unreadTail
      out.messages.push({
        id: ids.message++,
        conversation_id: conversation.id,
        from_id: isTail ? b.id : from.id,
        to_id: isTail ? a.id : to.id,
        msg: k === 0 ? rng.pick(OPENERS) : rng.pick(REPLIES),
        date: iso(Math.min(t, now - MINUTE)),
        read: !isTail,
        photo_id: null,
        album_action: '',
      })
    }
    return conversation
  }

  function message(
    conversation: Conversation,
    from: Member,
    to: Member,
    extra: Partial<Message>,
    minutesAgo: number,
  ) {
    out.messages.push({
      id: ids.message++,
      conversation_id: conversation.id,
      from_id: from.id,
      to_id: to.id,
      msg: '',
      date: iso(now - minutesAgo * MINUTE),
      read: true,
      photo_id: null,
      album_action: '',
      ...extra,
    })
  }

  const byId = new Map(members.map((m) => [m.id, m]))
  const premium = byId.get(DEMO.premium.id)!
  const free = byId.get(DEMO.free.id)!
  const cancelled = byId.get(DEMO.cancelled.id)!

  // The premium demo member: ten conversations, four with unread messages, a shared photo, album
  // requests both ways, and plenty of visitors, votes, likes and matches.
  const premiumPartners = rng.sample(
    attractedTo(premium).filter((m) => withPhotos.has(m.id)),
    10,
  )
  premiumPartners.forEach((partner, k) => {
    const conversation = converse(premium, partner, rng.int(3, 12), {
      unreadFromB: k < 4 ? rng.int(1, 3) : 0,
      startDaysAgo: rng.int(1, 25),
    })
    if (!conversation) return
    if (k === 4) {
      const shared = photos.find((p) => p.member_id === premium.id && !p.is_private && p.num === 2)
      message(
        conversation,
        premium,
        partner,
        { msg: 'Une photo pour toi 😉', photo_id: shared?.id ?? null },
        30,
      )
    }
    if (k === 5) {
      message(
        conversation,
        partner,
        premium,
        { msg: ALBUM_REQUEST_TEXT, album_action: 'request', read: false },
        12,
      )
      out.albumShares.push({
        id: ids.share++,
        owner_id: premium.id,
        viewer_id: partner.id,
        state: 'requested',
        date: ago(12, 12),
      })
    }
    if (k === 6) {
      message(conversation, premium, partner, { msg: ALBUM_REQUEST_TEXT, album_action: 'request' }, 300)
      message(conversation, partner, premium, { msg: ALBUM_ACCEPT_TEXT, album_action: 'accept' }, 240)
      out.albumShares.push({
        id: ids.share++,
        owner_id: partner.id,
        viewer_id: premium.id,
        state: 'accepted',
        date: ago(240, 240),
      })
    }
  })
  for (const partner of rng.sample(attractedTo(free), 3))
    converse(free, partner, rng.int(2, 6), { unreadFromB: 1 })
  for (const partner of rng.sample(attractedTo(cancelled), 4)) converse(cancelled, partner, rng.int(2, 8))

  // Conversations between other members, so simulated members have a past too.
  for (let k = 0; k < 220; k++) {
    const a = rng.pick(regular)
    const b = rng.pick(attractedTo(a))
    if (b) converse(a, b, rng.int(1, 10))
  }

  // Visits: the demo members' visitors, then background traffic.
  const visit = (visitor: Member, visited: Member, date: string) => {
    out.visits.push({ id: ids.visit++, visitor_id: visitor.id, visited_id: visited.id, date })
  }
  for (const v of rng.sample(regular, 32)) visit(v, premium, ago(60 * 24 * 20))
  for (const v of rng.sample(regular, 9)) visit(v, free, ago(60 * 24 * 20))
  for (const v of rng.sample(regular, 12)) visit(v, cancelled, ago(60 * 24 * 20))
  for (const v of rng.sample(regular, 6)) visit(premium, v, ago(60 * 24 * 10))
  for (let k = 0; k < 1800; k++) {
    const a = rng.pick(regular)
    const b = rng.pick(regular)
    if (a.id !== b.id) visit(a, b, ago(60 * 24 * 45))
  }

  // Photo votes: scores 2..10 (stars times two), one per voter and photo.
  const voted = new Set<string>()
  const photoByKey = new Map(photos.map((p) => [`${p.member_id}:${p.num}`, p]))
  const vote = (voter: Member, photo: Photo, date: string) => {
    const key = `${voter.id}:${photo.id}`
    if (voted.has(key) || voter.id === photo.member_id || photo.is_private) return
    voted.add(key)
    const score = rng.weighted([
      [2, 5],
      [4, 10],
      [6, 25],
      [8, 35],
      [10, 25],
    ] as const)
    out.votes.push({
      id: ids.vote++,
      voter_id: voter.id,
      target_id: photo.member_id,
      photo_num: photo.num,
      score,
      date,
    })
    photo.score_sum += score
    photo.votes += 1
  }
  const premiumPhotos = photos.filter((p) => p.member_id === premium.id && !p.is_private)
  for (const voter of rng.sample(regular, 40)) vote(voter, rng.pick(premiumPhotos), ago(60 * 24 * 30))
  for (const target of rng.sample(photogenic, 12)) {
    const p = photoByKey.get(`${target.id}:1`)
    if (p) vote(premium, p, ago(60 * 24 * 30))
  }
  const publicPhotos = photos.filter((p) => !p.is_private && byId.get(p.member_id)?.simulated)
  for (let k = 0; k < 3200; k++) vote(rng.pick(regular), rng.pick(publicPhotos), ago(60 * 24 * 60))

  // Swipes, and a match whenever two members liked each other.
  const liked = new Map<string, Like>()
  const like = (from: Member, to: Member, value: Like['value'], date: string) => {
    const key = `${from.id}:${to.id}`
    if (liked.has(key) || from.id === to.id) return
    const row: Like = { id: ids.like++, from_id: from.id, to_id: to.id, value, date }
    liked.set(key, row)
    out.likes.push(row)
  }
  const premiumFans = rng.sample(attractedTo(premium), 30)
  for (const m of premiumFans.slice(0, 22)) like(m, premium, 'like', ago(60 * 24 * 15))
  for (const m of premiumFans.slice(0, 6)) like(premium, m, 'like', ago(60 * 24 * 5))
  for (const m of premiumFans.slice(22, 26)) like(premium, m, 'dislike', ago(60 * 24 * 5))
  for (const m of rng.sample(attractedTo(free), 4)) like(m, free, 'like', ago(60 * 24 * 15))
  for (const m of rng.sample(attractedTo(free), 2)) like(free, m, 'like', ago(60 * 24 * 15))
  for (let k = 0; k < 1500; k++) {
    const a = rng.pick(regular)
    const b = rng.pick(attractedTo(a))
    if (b) like(a, b, rng.chance(0.7) ? 'like' : 'dislike', ago(60 * 24 * 40))
  }
  for (const row of out.likes) {
    const back = liked.get(`${row.to_id}:${row.from_id}`)
    if (row.value === 'like' && back?.value === 'like' && row.from_id < row.to_id) {
      out.matches.push({
        id: ids.match++,
        a_id: row.from_id,
        b_id: row.to_id,
        date: [row.date, back.date].sort()[1]!,
      })
    }
  }

  // Favorites and blacklist.
  const linked = new Set<string>()
  const link = (list: Link[], owner: Member, target: Member) => {
    const key = `${owner.id}:${target.id}`
    if (linked.has(key) || owner.id === target.id) return
    linked.add(key)
    list.push({ id: ids.link++, owner_id: owner.id, target_id: target.id, date: ago(60 * 24 * 90) })
  }
  for (const m of premiumPartners.slice(0, 3)) link(out.favorites, premium, m)
  for (const m of rng.sample(photogenic, 4)) link(out.favorites, premium, m)
  for (const m of rng.sample(regular, 2)) link(out.blacklist, premium, m)
  for (const m of rng.sample(regular, 3)) link(out.favorites, free, m)
  for (const m of rng.sample(regular, 6)) link(out.favorites, m, premium)
  for (let k = 0; k < 600; k++) link(out.favorites, rng.pick(regular), rng.pick(regular))
  for (let k = 0; k < 90; k++) link(out.blacklist, rng.pick(regular), rng.pick(regular))

  // Album shares between other members.
  for (let k = 0; k < 60; k++) {
    const owner = rng.pick(regular)
    const viewer = rng.pick(regular)
    if (owner.id !== viewer.id) {
      out.albumShares.push({
        id: ids.share++,
        owner_id: owner.id,
        viewer_id: viewer.id,
        state: rng.weighted([
          ['accepted', 6],
          ['requested', 3],
          ['refused', 1],
        ] as const),
        date: ago(60 * 24 * 60),
      })
    }
  }

  // The wall: connections, visits, profile updates, new photos, birthdays.
  const activity = (member: Member, kind: Activity['kind'], date: string, target: number | null = null) => {
    out.activities.push({ id: ids.activity++, member_id: member.id, kind, target_id: target, date })
  }
  const today = new Date(now)
  const mmdd = `${String(today.getUTCMonth() + 1).padStart(2, '0')}-${String(today.getUTCDate()).padStart(2, '0')}`
  for (const m of regular) {
    if (m.online) activity(m, 'con', m.last_seen)
    else if (rng.chance(0.3)) activity(m, 'con', m.last_seen)
    if (rng.chance(0.25)) activity(m, 'modif', ago(60 * 24 * 20))
    if (m.birthdate.endsWith(mmdd)) activity(m, 'birthday', iso(now - (now % DAY) + HOUR))
  }
  for (const p of photos) {
    const m = byId.get(p.member_id)!
    if (m.simulated && !p.is_private && now - Date.parse(p.created_at) < 30 * DAY)
      activity(m, 'add_tof', p.created_at)
  }
  for (const v of out.visits.filter((v) => now - Date.parse(v.date) < 7 * DAY)) {
    activity(byId.get(v.visitor_id)!, 'visite', v.date, v.visited_id)
  }
  activity(premium, 'add_tof', photos.find((p) => p.member_id === premium.id && p.num === 5)!.created_at)
  activity(premium, 'modif', ago(60 * 24 * 2))
  out.activities.sort((a, b) => a.date.localeCompare(b.date))
  out.activities.forEach((a, i) => {
    a.id = i + 1
  })
  return out
}
