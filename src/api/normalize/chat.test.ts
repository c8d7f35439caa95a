import { describe, expect, it } from 'vitest'
import type { WireConversationResponse } from '../wire/chat'
import {
  albumActionCode,
  normalizeContacts,
  normalizeConversation,
  normalizeMessage,
  readMessageExtra,
} from './chat'

describe('normalizeContacts', () => {
  it('maps each contact', () => {
    expect(
      normalizeContacts({
        contacts: [
          {
            id: 5,
            pseudo: 'Nina',
            date_last_msg: '2026-11-01 20:00:00',
            last_msg_user_id: '5',
            last_msg_id: 900,
            last_msg: 'Salut !',
            is_friend: '1',
            is_blacklist: '0',
            nb_new_msg: '2',
            need_blur: 1,
            online: true,
            url_photo: 'n.jpg',
          },
        ],
      }),
    ).toEqual([
      {
        id: '5',
        nickname: 'Nina',
        lastMessageDate: '2026-11-01 20:00:00',
        lastMessageUserId: '5',
        lastMessageId: '900',
        lastMessage: 'Salut !',
        isFriend: true,
        isBlacklisted: false,
        totalNewMessages: 2,
        needBlur: true,
        isOnline: true,
        avatarUrl: 'n.jpg',
      },
    ])
  })

  it("reads the avatar's saved crop (ours, not in the spec) with the big size its pixels belong to", () => {
    const [contact] = normalizeContacts({
      contacts: [
        {
          id: '5',
          url_photo: 'n-small.jpg',
          url_big: 'n-normal.jpg',
          crop: { x: '150', y: 60, width: '300', height: 300 },
        },
      ],
    })
    expect(contact?.avatarUrl).toBe('n-small.jpg')
    expect(contact?.avatarCrop).toEqual({
      crop: { x: 150, y: 60, width: 300, height: 300 },
      source: 'n-normal.jpg',
    })
  })

  it('draws the avatar whole when the crop is absent, nonsense, or cannot be placed', () => {
    const avatarCropOf = (fields: Record<string, unknown>) =>
      normalizeContacts({ contacts: [{ id: '5', url_photo: 'n-small.jpg', ...fields }] })[0]?.avatarCrop
    const crop = { x: 10, y: 10, width: 100, height: 100 }
    // The spec's contact has no crop: a server that sends none (or null) is read as before.
    expect(avatarCropOf({})).toBeUndefined()
    expect(avatarCropOf({ url_big: 'n.jpg', crop: null })).toBeUndefined()
    expect(avatarCropOf({ url_big: 'n.jpg', crop: 'x' })).toBeUndefined()
    expect(avatarCropOf({ url_big: 'n.jpg', crop: { ...crop, width: 0 } })).toBeUndefined()
    expect(avatarCropOf({ url_big: 'n.jpg', crop: { x: -1, y: 0, width: 5, height: 5 } })).toBeUndefined()
    // Its pixels belong to the big size: without it the crop cannot be drawn.
    expect(avatarCropOf({ crop })).toBeUndefined()
    expect(avatarCropOf({ url_big: '', crop })).toBeUndefined()
    // No avatar at all: nothing to crop.
    expect(
      normalizeContacts({ contacts: [{ id: '5', url_photo: '', url_big: 'n.jpg', crop }] })[0]?.avatarCrop,
    ).toBeUndefined()
    expect(avatarCropOf({ url_big: 'n.jpg', crop })).toEqual({ crop, source: 'n.jpg' })
  })

  it('reads a bare list, drops entries without id, and survives junk', () => {
    expect(normalizeContacts([{ id: 1 }, { pseudo: 'no id' }, 3]).map((c) => c.id)).toEqual(['1'])
    expect(normalizeContacts('nope')).toEqual([])
  })
})

describe('messages', () => {
  it('maps a message, with state sent by default', () => {
    expect(
      normalizeMessage({
        id: 1,
        date: '2026-11-01 20:00:00',
        id_dest: 2,
        pseudo_dest: 'B',
        id_exp: 3,
        pseudo_exp: 'A',
        prenom_exp: 'Anne',
        msg: 'Coucou',
      }),
    ).toEqual({
      id: '1',
      date: '2026-11-01 20:00:00',
      recipientId: '2',
      recipientNickname: 'B',
      senderId: '3',
      senderNickname: 'A',
      senderFirstname: 'Anne',
      text: 'Coucou',
      state: 'sent',
      photoUrl: null,
      albumAction: null,
      sharedPhotoId: null,
    })
    expect(normalizeMessage({ id: 1, state: 'failed' }).state).toBe('failed')
    expect(normalizeMessage({ id: 1, state: 'lu' }).state).toBe('sent')
  })

  it('reads id_extra codes both ways', () => {
    expect(readMessageExtra('a0')).toEqual({ albumAction: 'request', sharedPhotoId: null })
    expect(readMessageExtra('a1').albumAction).toBe('accept')
    expect(readMessageExtra('a-1').albumAction).toBe('refuse')
    expect(readMessageExtra('p_55')).toEqual({ albumAction: null, sharedPhotoId: '55' })
    expect(readMessageExtra('')).toEqual({ albumAction: null, sharedPhotoId: null })
    expect(albumActionCode('request')).toBe('a0')
    expect(albumActionCode('accept')).toBe('a1')
    expect(albumActionCode('refuse')).toBe('a-1')
  })
})

describe('normalizeConversation', () => {
  const wire: WireConversationResponse = {
    chatID: 31,
    connected: '1',
    credits_counter: '4',
    eclairs: 2,
    contact_infos: { id: 8, pseudo: 'Zoé', age: 33, zone_name: 'Lille' },
    first_private_pic: { me: 'mine.jpg', contact: { normal: 'hers.jpg', is_private: 1 } },
    photos_v2: ['z1.jpg', 'z2.jpg'],
    messages: [{ id: 1, msg: 'a', tof: 'shared.jpg', id_extra: 'p_3' }],
    alert: 'Plus de crédits',
  }

  it('maps the conversation', () => {
    const conversation = normalizeConversation(wire)
    expect(conversation).toMatchObject({
      chatId: '31',
      connected: true,
      credits: 4,
      eclairs: 2,
      contact: { id: '8', nickname: 'Zoé', age: 33, location: 'Lille' },
      myFirstPrivatePhoto: { normal: 'mine.jpg' },
      contactFirstPrivatePhoto: { normal: 'hers.jpg', visibility: 'private' },
      alert: 'Plus de crédits',
    })
    expect(conversation.contactPhotos.map((p) => p.normal)).toEqual(['z1.jpg', 'z2.jpg'])
    expect(conversation.messages[0]).toMatchObject({
      photoUrl: 'shared.jpg',
      sharedPhotoId: '3',
      state: 'sent',
    })
  })

  it('gives stable defaults for an empty answer', () => {
    expect(normalizeConversation(null)).toMatchObject({
      chatId: '',
      connected: false,
      credits: 0,
      myFirstPrivatePhoto: null,
      contactFirstPrivatePhoto: null,
      contactPhotos: [],
      messages: [],
      alert: null,
    })
  })
})
