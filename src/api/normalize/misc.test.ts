import { describe, expect, it } from 'vitest'
import { RefusedError } from '../errors'
import { normalizeAdSlot, normalizeAds } from './ads'
import { assertAccepted, readRefusal } from './command'
import { readRealtimeMessage } from './realtime'
import { normalizeFaq } from './support'
import { normalizeRanking, normalizeVoteResponse } from './votes'

describe('normalizeVoteResponse', () => {
  it('maps profil_for_vote and vote_historic', () => {
    const votes = normalizeVoteResponse({
      profil_for_vote: [{ id: 1 }, { m_id: 2 }],
      vote_historic: [{ id: 3, note: '8' }],
    })
    expect(votes.profilesToVote.map((p) => p.id)).toEqual(['1', '2'])
    expect(votes.history).toMatchObject([{ id: '3', userNote: 8 }])
    expect(normalizeVoteResponse(undefined)).toEqual({ profilesToVote: [], history: [] })
  })

  it('reads a ranking page', () => {
    expect(normalizeRanking({ result: [{ id: 1, moyenne: 9 }], nb_pages: '2' })).toMatchObject({
      pageCount: 2,
      profiles: [{ id: '1', averageNote: 9 }],
    })
  })
})

describe('ads', () => {
  it('maps a slot', () => {
    expect(
      normalizeAdSlot({
        coreg: '0',
        horaires_visibilite: '08:00-23:00',
        isBanniere: '1',
        inscrit_abo: '0',
        plateforme: 'mobile',
        priorite: '3',
        sexe_visible: '2',
        script: '<div>pub</div>',
      }),
    ).toEqual({
      coreg: false,
      visibleHours: '08:00-23:00',
      isBanner: true,
      forSubscribers: false,
      platform: 'mobile',
      priority: 3,
      visibleToGender: '2',
      html: '<div>pub</div>',
    })
    expect(normalizeAdSlot({ script: 'x' })).toMatchObject({
      forSubscribers: null,
      platform: 'all',
      visibleToGender: '',
    })
  })

  it('gives every placement, from lists or lone slots, dropping empty HTML', () => {
    const ads = normalizeAds({
      ad_center: [{ script: '<b>1</b>' }, { script: '' }],
      ad_chatRight: { script: '<b>2</b>' },
      ad_unknown: [{ script: 'ignored' }],
    })
    expect(ads.center.map((s) => s.html)).toEqual(['<b>1</b>'])
    expect(ads.chatRight.map((s) => s.html)).toEqual(['<b>2</b>'])
    expect(ads.profileContact).toEqual([])
    expect(Object.keys(ads)).toHaveLength(13)
  })
})

describe('normalizeFaq', () => {
  it('maps sections and drops empty ones', () => {
    expect(
      normalizeFaq({
        sections: [
          { name: 'Compte', questions: [{ question: 'Q ?', answer: 'R.' }] },
          { name: 'Vide', questions: [] },
        ],
      }),
    ).toEqual([{ name: 'Compte', entries: [{ question: 'Q ?', answer: 'R.' }] }])
  })
})

describe('readRealtimeMessage', () => {
  it('parses frames that carry an action, and nothing else', () => {
    const frame = {
      action: 'cmd_new',
      infos_exp: { id: 4, pseudo: 'Max', age: 30 },
      msg: 'Hey',
      txt_title: 'Nouveau message',
      tof: 't.jpg',
    }
    expect(readRealtimeMessage(JSON.stringify(frame))).toEqual(frame)
    expect(readRealtimeMessage(frame)).toEqual(frame)
    expect(readRealtimeMessage('not json')).toBeNull()
    expect(readRealtimeMessage({ msg: 'no action' })).toBeNull()
  })
})

describe('command answers', () => {
  it('reads refusals from error or success flags, with the server text', () => {
    expect(readRefusal({ success: 0, message: 'Code incorrect' })).toBe('Code incorrect')
    expect(readRefusal({ error: 1, error_label: 'Non' })).toBe('Non')
    expect(readRefusal({ error: '1' })).toBe('')
    expect(readRefusal({ success: 1 })).toBeNull()
    expect(readRefusal('OK')).toBeNull()
    expect(readRefusal(null)).toBeNull()
  })

  it('throws RefusedError carrying the endpoint and text', () => {
    expect(() => assertAccepted('POST /x', { success: '0', message: 'Non' })).toThrow(RefusedError)
    expect(() => assertAccepted('POST /x', { success: 1 })).not.toThrow()
  })
})
