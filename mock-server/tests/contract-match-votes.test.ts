/**
 * Contract: the swipe deck, matches, rankings and photo votes through the real client (spec section 7
 * rows /index_api/match GET and POST, classement, load_votephoto, gal_vote).
 */
import { describe, expect, it } from 'vitest'
import { RefusedError } from '../../src/api/errors'
import { getMatches, getSwipeProfiles, swipe } from '../../src/api/match'
import { getProfile } from '../../src/api/users'
import { getRanking, getVotePhotos, votePhoto } from '../../src/api/votes'
import { DEMO, db } from '../node'
import { MOCK_BASE, setUpContractServer, signIn } from './contract-support'

setUpContractServer()

describe('GET /index_api/match?action=get_profile&page', () => {
  it('deals profiles of the gender looked for, with photos, not yet swiped', async () => {
    await signIn('premium')
    const deck = await getSwipeProfiles(1)
    expect(deck).toHaveLength(10)
    for (const card of deck) {
      expect(card.gender).toBe('1')
      expect(card.photos.length).toBeGreaterThan(0)
      expect(card.photos[0]?.normal).toMatch(/-normal\.jpg$/)
    }
    const page2 = await getSwipeProfiles(2)
    expect(page2.map((c) => c.id)).not.toContain(deck[0]!.id)
    await swipe(deck[0]!.id, 'dislike')
    expect((await getSwipeProfiles(1)).map((c) => c.id)).not.toContain(deck[0]!.id)
  })
})

describe('POST /index_api/match and GET ?action=get_matches', () => {
  it('says when a like makes a match, and lists the match', async () => {
    await signIn('premium')
    const fan = db.likes
      .findMany((q) => q.where({ to_id: DEMO.premium.id, value: 'like' }))
      .find((like) => !db.likes.findFirst((q) => q.where({ from_id: DEMO.premium.id, to_id: like.from_id })))!
    const before = await getMatches()
    expect(before.length).toBeGreaterThan(0)
    expect(await swipe(String(fan.from_id), 'like')).toEqual({ isMatch: true })
    const after = await getMatches()
    expect(after.length).toBe(before.length + 1)
    expect(after[0]?.id).toBe(String(fan.from_id))
    expect(after[0]?.avatar?.normal).toMatch(/-medium\.jpg$/)
    const stranger = db.members.findFirst((q) =>
      q.where(
        (m) =>
          m.simulated &&
          m.sexe1 === 1 &&
          !db.likes.findFirst((l) => l.where({ from_id: m.id, to_id: DEMO.premium.id })),
      ),
    )!
    expect(await swipe(String(stranger.id), 'like')).toEqual({ isMatch: false })
  })
})

describe('GET /index_api/classement?page&sex', () => {
  it('ranks one gender by average note, best first, paged', async () => {
    await signIn('free')
    const page1 = await getRanking({ page: 1, sex: '2' })
    expect(page1.profiles).toHaveLength(12)
    expect(page1.pageCount).toBeGreaterThan(2)
    expect(page1.profiles.every((c) => c.gender === '2')).toBe(true)
    const notes = page1.profiles.map((c) => c.averageNote!)
    expect([...notes].sort((a, b) => b - a)).toEqual(notes)
    const page2 = await getRanking({ page: 2, sex: '2' })
    expect(page2.profiles[0]!.averageNote!).toBeLessThanOrEqual(notes.at(-1)!)
  })
})

describe('GET /ajax_api/load_votephoto?sex and POST /ajax_api/gal_vote', () => {
  it('offers photos to vote on and records a vote (stars x 2) in the history', async () => {
    await signIn('free')
    const { profilesToVote, history } = await getVotePhotos('2')
    expect(profilesToVote.length).toBe(10)
    expect(profilesToVote.every((c) => c.gender === '2' && c.photos.length > 0)).toBe(true)
    expect(history).toEqual([])
    const target = profilesToVote[0]!
    const photo = target.photos[0]!
    await votePhoto({ userId: target.id, photoNum: photo.num, stars: 4 })
    const after = await getVotePhotos('2')
    expect(after.history[0]?.id).toBe(target.id)
    expect(after.history[0]?.userNote).toBe(8)
    expect(after.profilesToVote.map((c) => c.id)).not.toContain(target.id)
    const profile = await getProfile(target.id)
    expect(profile.publicAlbum.find((p) => p.num === photo.num)?.userRating).toBe(8)
    expect(profile.totalVotes).toBe(target.totalVotes + 1)
  })

  it('refuses a score that is not 1 to 5 stars doubled (2, 4, 6, 8 or 10)', async () => {
    const { sessionId } = await signIn('free')
    const { profilesToVote } = await getVotePhotos('2')
    const target = profilesToVote[0]!
    const post = async (score: number) => {
      const response = await fetch(`${MOCK_BASE}/ajax_api/gal_vote?session_id=${sessionId}`, {
        method: 'POST',
        headers: { 'Api-Key': 'contract-test-key', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ id: target.id, num: target.photos[0]!.num, score: String(score) }),
      })
      return (await response.json()) as { success: number | string }
    }
    for (const score of [0, 1, 7, 12]) expect(Number((await post(score)).success), `score ${score}`).toBe(0)
    expect(Number((await post(8)).success)).toBe(1)
  })

  it('refuses a vote on one’s own photo, as the server would', async () => {
    await signIn('premium')
    const error = await votePhoto({ userId: String(DEMO.premium.id), photoNum: '1', stars: 5 }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(RefusedError)
  })
})
