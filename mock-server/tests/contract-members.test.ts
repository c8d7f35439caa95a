/**
 * Contract: members and the social calls through the real client (spec section 7 rows: the user
 * lookup and profile, setFriend, wall, getActivities, guest visits and votes).
 */
import { describe, expect, it } from 'vitest'
import { SessionExpiredError } from '../../src/api/errors'
import { isProfileComplete } from '../../src/api/normalize/profile'
import { getActivities, getVisitors, getVoters, getWall, setFriend } from '../../src/api/social'
import { getCurrentUser, getProfile } from '../../src/api/users'
import { clearStoredLogin } from '../../src/lib/stored-login'
import { DEMO, db, expireSessions } from '../node'
import { client, setUpContractServer, signIn } from './contract-support'

setUpContractServer()

describe('GET /index_api/user?get_wall_news=1&get_abo_infos=1&id&session_id', () => {
  it('gives the premium demo member with her subscription, favorites and avatar', async () => {
    const { userId } = await signIn('premium')
    const me = await getCurrentUser(userId)
    expect(me).toMatchObject({
      id: String(DEMO.premium.id),
      nickname: DEMO.premium.pseudo,
      email: DEMO.premium.email,
      city: 'Paris (75)',
      gender: '2',
      searchFor: '1',
      isPremium: true,
      subscriptionCancelled: false,
      credits: 42,
      connected: true,
    })
    expect(me.age).toBeGreaterThanOrEqual(32)
    expect(me.subscriptionStartDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(me.subscriptionEndDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(me.favoriteIds.length).toBeGreaterThan(3)
    expect(me.avatar?.normal).toMatch(/^http:\/\/mock\.test\/__mock\/photos\/portrait-\d\d-normal\.jpg$/)
    expect(me.wallNews).toBeGreaterThanOrEqual(0)
    expect(isProfileComplete(me)).toBe(true)
    expect(me.profile.privateAlbum).toHaveLength(2)
    expect(me.profile.privateAlbum[0]?.visibility).toBe('private')
    expect(me.profile.interests.map((i) => i.name)).toContain('Cinéma')
  })

  it('tells free, cancelled and incomplete members apart', async () => {
    const free = await getCurrentUser((await signIn('free')).userId)
    expect(free.isPremium).toBe(false)
    expect(free.subscriptionStartDate).toBeNull()
    const cancelled = await getCurrentUser((await signIn('cancelled')).userId)
    expect(cancelled.isPremium).toBe(true)
    expect(cancelled.subscriptionCancelled).toBe(true)
    const incomplete = await getCurrentUser((await signIn('incomplete')).userId)
    expect(isProfileComplete(incomplete)).toBe(false)
    expect(incomplete).toMatchObject({ city: '', age: 0, gender: '', searchFor: '' })
  })

  it('answers connected 0 (HTTP 200) for a dead session, and reports it', async () => {
    const { userId, sessionId } = await signIn('premium')
    await expireSessions({ sessionId })
    client.cache.clear()
    await expect(getCurrentUser(userId)).rejects.toBeInstanceOf(SessionExpiredError)
  })
})

describe('GET /index_api/user?id={id}', () => {
  it("gives a member's full profile to a visitor, without private data", async () => {
    clearStoredLogin()
    const other = db.members.findFirst((q) => q.where((m) => m.simulated && m.description !== ''))!
    const profile = await getProfile(String(other.id))
    expect(profile.id).toBe(String(other.id))
    expect(profile.nickname).toBe(other.pseudo)
    expect(profile.email).toBe('')
    expect(profile.description).toBe(other.description)
    expect(profile.location).toMatch(/^.+ \((\d\d|2A|2B)\)$/)
    expect(profile.height).toBe(other.taille)
    expect(profile.subscription.credits).toBe(0)
  })

  it('records a visit when a member looks, seen by the visited member', async () => {
    const target = await signIn('free')
    const before = (await getVisitors(1)).total
    await signIn('premium')
    await getProfile(target.userId)
    await signIn('free')
    const after = await getVisitors(1)
    expect(after.total).toBe(before + 1)
    expect(after.guests[0]?.nickname).toBe(DEMO.premium.pseudo)
    expect(after.guests[0]?.activity).toBe('visite')
  })

  it('locks a private album not shared with the viewer', async () => {
    await signIn('free')
    const profile = await getProfile(String(DEMO.premium.id))
    expect(profile.privateAlbum.length).toBe(2)
    expect(profile.publicAlbum.length).toBe(5)
    expect(
      profile.publicAlbum.every((p) => p.normal.endsWith('-normal.jpg') && p.small.endsWith('-small.jpg')),
    ).toBe(true)
  })
})

describe('POST /ajax_api/setFriend', () => {
  it('adds and removes a favorite, seen in the lookup', async () => {
    const { userId } = await signIn('free')
    const target = String(DEMO.cancelled.id)
    await setFriend('add', target)
    expect((await getCurrentUser(userId)).favoriteIds).toContain(target)
    await setFriend('del', target)
    expect((await getCurrentUser(userId)).favoriteIds).not.toContain(target)
  })
})

describe('GET /index_api/wall and /ajax_api/getActivities', () => {
  it('fills the five wall buckets with cards of the right kind', async () => {
    await signIn('premium')
    const wall = await getWall()
    for (const bucket of [wall.addedPhoto, wall.updated, wall.visited, wall.online]) {
      expect(bucket.length).toBeGreaterThan(0)
      expect(bucket[0]?.id).toMatch(/^\d+$/)
      expect(bucket[0]?.activityDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    }
    expect(wall.visited[0]?.activity).toBe('visite')
    expect(wall.online.every((item) => item.isOnline)).toBe(true)
    expect(wall.addedPhoto[0]?.avatar?.normal).toContain('/__mock/photos/')
  })

  it('lists recent activities with their kind, visits only when to the member', async () => {
    await signIn('premium')
    const items = await getActivities()
    expect(items.length).toBe(20)
    expect(items.every((i) => i.activity !== null && i.activityDate !== null)).toBe(true)
    expect(items.some((i) => i.avatar !== null)).toBe(true)
  })
})

describe('GET /index_api/guest/get/visites?page and /votes?page', () => {
  it('pages the visitors and voters, newest first', async () => {
    await signIn('premium')
    const first = await getVisitors(1)
    expect(first.guests).toHaveLength(12)
    expect(first.total).toBeGreaterThan(24)
    expect(first.pageCount).toBe(Math.ceil(first.total / 12))
    const dates = first.guests.map((g) => g.activityDate ?? '')
    expect([...dates].sort().reverse()).toEqual(dates)
    const last = await getVisitors(first.pageCount)
    expect(last.guests.length).toBe(first.total - 12 * (first.pageCount - 1))
    const voters = await getVoters(1)
    expect(voters.total).toBeGreaterThan(10)
    expect(voters.guests[0]?.nickname).not.toBe('')
  })
})
