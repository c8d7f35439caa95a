import { describe, expect, it } from 'vitest'
import type { WireRealtimeMessage } from '../../api/wire/chat'
import { KIND_OF_ACTION, notificationLink, toNotification } from './notification-from-realtime'
import { NOTIFICATION_TYPES } from './notification-model'
import { JULIE, MARC, messageFrame, realtimeFrame, visitFrame } from './notifications.test-support'

const NOW = Date.UTC(2026, 10, 20, 18, 30)

describe('toNotification', () => {
  it('turns a message (cmd_new) into a message notification opening the chat, id from id_msg', () => {
    const n = toNotification(messageFrame('881', 'Salut ! Tu es dispo ce soir ?'), NOW)
    expect(n).toEqual({
      id: 'message-881',
      type: 'message',
      title: 'Nouveau message de Julie_75',
      message: 'Salut ! Tu es dispo ce soir ?',
      timestamp: NOW,
      read: false,
      data: {
        kind: 'message',
        senderId: '10042',
        nickname: 'Julie_75',
        avatarUrl: '/avatars/julie.jpg',
        link: '/app/chat/julie-75-10042',
      },
    })
  })

  it('gives the same id to the same message pushed twice, whenever it arrives', () => {
    const frame = messageFrame('881', 'Coucou')
    expect(toNotification(frame, NOW)?.id).toBe(toNotification(frame, NOW + 60_000)?.id)
  })

  it('turns a visit (cmd_visit) into a visit opening the visitor profile', () => {
    const n = toNotification(visitFrame(MARC), NOW)
    expect(n).toMatchObject({
      id: `visit-10077-${NOW}`,
      type: 'visit',
      title: 'Nouvelle visite',
      message: 'Marc Élan a visité votre profil',
      read: false,
      data: {
        kind: 'visit',
        senderId: '10077',
        nickname: 'Marc Élan',
        avatarUrl: null,
        link: '/app/users/marc-elan-10077',
      },
    })
  })

  it('turns a vote (cmd_vote) into a vote opening the voter profile, with the stars halved back', () => {
    const n = toNotification(realtimeFrame('cmd_vote', MARC, { num: '3', score: '8' }), NOW)
    expect(n).toMatchObject({
      type: 'vote',
      data: { kind: 'vote', link: '/app/users/marc-elan-10077', stars: 4 },
    })
    expect(toNotification(realtimeFrame('cmd_vote', MARC, { score: 'x' }), NOW)?.data).not.toHaveProperty(
      'stars',
    )
    expect(toNotification(realtimeFrame('cmd_vote', MARC, { score: 40 }), NOW)?.data.stars).toBe(5)
  })

  it('turns a favorite (cmd_favoris) into a like-type notification of kind favorite, opening the profile', () => {
    const n = toNotification(realtimeFrame('cmd_favoris', JULIE), NOW)
    expect(n).toMatchObject({
      id: `favorite-10042-${NOW}`,
      type: 'like',
      data: { kind: 'favorite', link: '/app/users/julie-75-10042' },
    })
  })

  it('turns a swipe like into a like opening the profile', () => {
    expect(toNotification(realtimeFrame('like', JULIE), NOW)).toMatchObject({
      type: 'like',
      data: { kind: 'like', link: '/app/users/julie-75-10042' },
    })
  })

  it('turns a match into a match opening the profile', () => {
    expect(toNotification(realtimeFrame('match', MARC), NOW)).toMatchObject({
      type: 'match',
      data: { kind: 'match', link: '/app/users/marc-elan-10077' },
    })
  })

  it('turns an album request into a message-type notification opening the chat', () => {
    expect(toNotification(realtimeFrame('album_request', MARC), NOW)).toMatchObject({
      type: 'message',
      data: { kind: 'albumRequest', link: '/app/chat/marc-elan-10077' },
    })
  })

  it('turns an album answer into a message-type notification opening the chat, granted or refused', () => {
    const granted = toNotification(realtimeFrame('album_answer', MARC, { accepted: '1' }), NOW)
    expect(granted).toMatchObject({
      type: 'message',
      data: { kind: 'albumAnswer', link: '/app/chat/marc-elan-10077', accepted: true },
    })
    const refused = toNotification(realtimeFrame('album_answer', MARC, { accepted: '0' }), NOW)
    expect(refused?.data.accepted).toBe(false)
  })

  it('covers every action of the socket, and only the spec five types', () => {
    const actions = [
      'cmd_new',
      'cmd_visit',
      'cmd_vote',
      'cmd_favoris',
      'like',
      'match',
      'album_request',
      'album_answer',
    ]
    expect(Object.keys(KIND_OF_ACTION).sort()).toEqual([...actions].sort())
    for (const action of actions) {
      const n = toNotification(realtimeFrame(action), NOW)
      expect(n, action).not.toBeNull()
      expect(NOTIFICATION_TYPES).toContain(n?.type)
      expect(n?.data.link).toMatch(/^\/app\/(chat|users)\/julie-75-10042$/)
    }
  })

  it('ignores frames that tell the member nothing', () => {
    for (const action of ['auth_ok', 'pong', 'error', 'toString', '__proto__', 'constructor']) {
      expect(toNotification(realtimeFrame(action), NOW), action).toBeNull()
    }
    expect(toNotification(null as unknown as WireRealtimeMessage, NOW)).toBeNull()
  })

  it('needs a sender id to link to, and takes the nickname and avatar wherever the frame has them', () => {
    expect(toNotification({ action: 'cmd_visit', pseudo: 'Sans id' }, NOW)).toBeNull()
    const frame = {
      action: 'cmd_visit',
      infos_exp: { id: 12 },
      pseudo: 'Léa',
      tof: '',
    } as WireRealtimeMessage
    expect(toNotification(frame, NOW)?.data).toMatchObject({
      senderId: '12',
      nickname: 'Léa',
      avatarUrl: null,
    })
    const withSenderTof = {
      action: 'like',
      infos_exp: { id: '3', pseudo: 'Zoé', tof: '/z.jpg' },
    } as WireRealtimeMessage
    expect(toNotification(withSenderTof, NOW)?.data).toMatchObject({ nickname: 'Zoé', avatarUrl: '/z.jpg' })
  })

  it('keeps the server text as sent, markup included, for the view to show as plain text', () => {
    const n = toNotification(messageFrame('9', '<img src=x onerror=alert(1)> salut'), NOW)
    expect(n?.message).toBe('<img src=x onerror=alert(1)> salut')
  })

  it('makes ids safe for the DOM from odd server ids', () => {
    const n = toNotification(realtimeFrame('cmd_new', JULIE, { id_msg: 'a b#"1' }), NOW)
    expect(n?.id).toBe('message-a_b_1')
  })

  it('links with the slug of section 2: lowercase nickname, hyphen, id', () => {
    expect(notificationLink('message', 'Élodie 33', '7')).toBe('/app/chat/elodie-33-7')
    expect(notificationLink('visit', '', '7')).toBe('/app/users/membre-7')
  })
})
