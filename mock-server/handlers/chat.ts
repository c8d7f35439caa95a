/**
 * The chat: contact lists (1 conversations, 2 blacklist, 3 friends), loading a conversation (which
 * marks it read), sending (text, `p_{photoId}` photo shares, `a0` / `a1` / `a-1` album actions; a
 * GET, as the spec has it), and the blacklist and contact-list toggles.
 */
import { HttpResponse, http } from 'msw'
import type { WireContact, WireConversationResponse, WireMessage } from '../../src/api/wire/chat'
import type { AlbumAction, Message } from '../db/chat'
import { db } from '../db/database'
import type { Member } from '../db/members'
import { badRequest, memberRoute, ok, refused, textResponse } from '../lib/http'
import { flag, photoUrl, profileCard, type Viewer, viewerOf, wirePhoto } from '../lib/serialize'
import { sqlDateTime } from '../lib/time'
import {
  conversationOf,
  freeMessagesLeft,
  markRead,
  messagesOf,
  openConversation,
  sendMessage,
} from '../services/chat'
import {
  canSeePrivateAlbum,
  hasBlacklisted,
  isFavorite,
  mainPhotoOf,
  memberById,
  photosOf,
  subscriptionOf,
} from '../services/members'
import { setBlacklisted } from '../services/social'

const ALBUM_CODES: Record<string, AlbumAction> = { a0: 'request', a1: 'accept', 'a-1': 'refuse' }
const EXTRA_OF: Record<AlbumAction, string> = { '': '', request: 'a0', accept: 'a1', refuse: 'a-1' }

function contactOf(me: Member, other: Member, viewer: Viewer): WireContact {
  const conversation = conversationOf(me.id, other.id)
  const list = conversation ? messagesOf(conversation.id) : []
  const last = list[list.length - 1]
  const avatar = mainPhotoOf(other.id)
  return {
    id: String(other.id),
    pseudo: other.pseudo,
    date_last_msg: last ? sqlDateTime(last.date) : '',
    last_msg_user_id: last ? String(last.from_id) : '',
    last_msg_id: last ? String(last.id) : '',
    last_msg: last ? last.msg : '',
    is_friend: flag(isFavorite(me.id, other.id)),
    is_blacklist: flag(hasBlacklisted(me.id, other.id)),
    nb_new_msg: String(list.filter((m) => m.to_id === me.id && !m.read).length),
    need_blur: flag(!!other.photo_x && !viewer.premium),
    online: flag(other.online),
    url_photo: avatar ? photoUrl(avatar, 'small', viewer.apiBase) : '',
    // Ours: the avatar's big size, and its saved crop (in that size's pixels) as every photo carries it.
    ...(avatar ? { url_big: photoUrl(avatar, 'normal', viewer.apiBase) } : {}),
    ...(avatar?.crop ? { crop: { ...avatar.crop } } : {}),
  }
}

const loadContacts = memberRoute('get', '/ajax_api/load_contacts', ({ params, me, apiBase }) => {
  const filter = params.requiredInt('filter')
  const viewer = viewerOf(me, apiBase)
  let others: Member[]
  if (filter === 1) {
    others = db.conversations
      .findMany((q) => q.where((c) => (c.a_id === me.id || c.b_id === me.id) && !c.hidden_by.includes(me.id)))
      .map((c) => memberById(c.a_id === me.id ? c.b_id : c.a_id))
      .filter((m): m is Member => !!m && !hasBlacklisted(me.id, m.id))
  } else if (filter === 2) {
    others = db.blacklist
      .findMany((q) => q.where({ owner_id: me.id }))
      .map((b) => memberById(b.target_id))
      .filter((m): m is Member => !!m)
  } else if (filter === 3) {
    others = db.favorites
      .findMany((q) => q.where({ owner_id: me.id }))
      .map((f) => memberById(f.target_id))
      .filter((m): m is Member => !!m)
  } else {
    throw badRequest('Paramètre filter invalide (1, 2 ou 3)')
  }
  const contacts = others
    .map((m) => contactOf(me, m, viewer))
    // Conversations with messages first, newest first; then the rest by nickname.
    .sort(
      (a, b) =>
        (b.date_last_msg ?? '').localeCompare(a.date_last_msg ?? '') ||
        (a.pseudo ?? '').localeCompare(b.pseudo ?? ''),
    )
  return { contacts }
})

function wireMessage(message: Message, viewer: Viewer): WireMessage {
  const from = memberById(message.from_id)
  const to = memberById(message.to_id)
  const wire: WireMessage = {
    id: String(message.id),
    date: sqlDateTime(message.date),
    id_dest: String(message.to_id),
    pseudo_dest: to?.pseudo ?? '',
    id_exp: String(message.from_id),
    pseudo_exp: from?.pseudo ?? '',
    prenom_exp: from?.prenom ?? '',
    msg: message.msg,
    state: 'sent',
  }
  if (message.photo_id !== null) {
    const photo = db.photos.findFirst((q) => q.where({ id: message.photo_id! }))
    if (photo) wire.tof = photoUrl(photo, 'normal', viewer.apiBase)
    wire.id_extra = `p_${message.photo_id}`
  } else if (message.album_action) {
    wire.id_extra = EXTRA_OF[message.album_action]
  }
  return wire
}

const loadMessages = memberRoute(
  'get',
  '/ajax_api/load_messages',
  async ({ params, me, apiBase }) => {
    const contactId = params.int('contact_id') ?? params.int('contact')
    if (contactId === null) throw badRequest('Paramètre contact_id manquant')
    const contact = memberById(contactId)
    if (!contact) return refused('Membre introuvable')
    const viewer = viewerOf(me, apiBase)
    const conversation = conversationOf(me.id, contact.id)
    if (conversation) await markRead(conversation.id, me.id)
    const myPrivate = photosOf(me.id).find((p) => p.is_private)
    const theirPrivate = photosOf(contact.id).find((p) => p.is_private)
    const answer: WireConversationResponse = {
      chatID: conversation ? String(conversation.id) : '0',
      connected: flag(contact.online),
      credits_counter: String(subscriptionOf(me.id)?.credits ?? 0),
      eclairs: String(me.reserve_gold),
      contact_infos: {
        ...profileCard(contact, viewer, { photoField: 'photos', alias: 'real_size' }),
        connected: flag(contact.online),
      },
      first_private_pic: {
        me: myPrivate ? wirePhoto(myPrivate, viewer) : null,
        contact: theirPrivate
          ? wirePhoto(theirPrivate, viewer, 'normal', { locked: !canSeePrivateAlbum(contact.id, me.id) })
          : null,
      },
      photos_v2: photosOf(contact.id)
        .filter((p) => !p.is_private)
        .map((p) => photoUrl(p, 'medium', apiBase)),
      messages: conversation ? messagesOf(conversation.id).map((m) => wireMessage(m, viewer)) : [],
    }
    if (hasBlacklisted(contact.id, me.id)) answer.alert = 'Ce membre ne souhaite pas recevoir vos messages.'
    else {
      const notice = freeMessagesNotice(me.id)
      if (notice) answer.alert = notice
    }
    return answer
  },
  { mutation: true },
)

/** What a free member without credits has left today, as the conversation's notice; null otherwise. */
function freeMessagesNotice(memberId: number): string | null {
  const left = freeMessagesLeft(memberId)
  if (left === null || (subscriptionOf(memberId)?.credits ?? 0) > 0) return null
  return left > 0
    ? `Il vous reste ${left} message${left > 1 ? 's' : ''} gratuit${left > 1 ? 's' : ''} aujourd'hui.`
    : 'Vous avez utilisé vos messages gratuits du jour. Passez Premium pour discuter sans limite.'
}

const sendMessageRoute = memberRoute(
  'get',
  '/ajax_api/send_message',
  async ({ params, me }) => {
    const to = memberById(params.requiredInt('dest'))
    if (!to) return refused('Membre introuvable')
    const extra = params.str('id_extra')
    let photoId: number | null = null
    let albumAction: AlbumAction = ''
    if (extra.startsWith('p_')) {
      photoId = Number(extra.slice(2))
      const photo = Number.isInteger(photoId)
        ? db.photos.findFirst((q) => q.where({ id: photoId! }))
        : undefined
      if (!photo || photo.member_id !== me.id) return refused('Photo introuvable')
    } else if (extra !== '') {
      const action = ALBUM_CODES[extra]
      if (!action) throw badRequest('Paramètre id_extra invalide')
      albumAction = action
      if (action !== 'request' && !photosOf(me.id).some((p) => p.is_private)) {
        return refused("Vous n'avez pas d'album privé à partager.")
      }
    }
    const result = await sendMessage({ from: me, to, text: params.str('msg'), photoId, albumAction })
    if (!result.ok) return refused(result.reason)
    // A free member's notice changes with each send: the answer carries the new one.
    const notice = freeMessagesNotice(me.id)
    return ok({
      id: String(result.message.id),
      date: sqlDateTime(result.message.date),
      chatID: String(result.message.conversation_id),
      ...(notice ? { alert: notice } : {}),
    })
  },
  { mutation: true },
)

function toggleRoute(path: string, apply: (me: Member, target: Member, on: boolean) => Promise<void>) {
  return memberRoute(
    'get',
    path,
    async ({ params, me }) => {
      const action = params.str('action')
      if (action !== 'add' && action !== 'del') throw badRequest('Paramètre action invalide (add ou del)')
      const target = memberById(params.requiredInt('target_id'))
      if (!target) return refused('Membre introuvable')
      if (target.id === me.id) return refused('Action impossible sur votre propre profil.')
      await apply(me, target, action === 'add')
      return ok()
    },
    { mutation: true },
  )
}

const setIgnore = toggleRoute('/ajax_api/setIgnore', (me, target, on) => setBlacklisted(me.id, target.id, on))

/** The contact list is the conversations list: `del` hides the conversation, `add` shows it again. */
const setContact = toggleRoute('/ajax_api/setContact', async (me, target, on) => {
  const conversation = on ? await openConversation(me.id, target.id) : conversationOf(me.id, target.id)
  if (!conversation) return
  await db.conversations.update((q) => q.where({ id: conversation.id }), {
    data(c) {
      c.hidden_by = on ? c.hidden_by.filter((id) => id !== me.id) : [...new Set([...c.hidden_by, me.id])]
    },
  })
})

export const chatHandlers = [loadContacts, loadMessages, sendMessageRoute, setIgnore, setContact]

const serverError = () => textResponse(500, 'Erreur interne du serveur')

const networkError = () => HttpResponse.error()

/** Named scenarios for tests and stories: `server.use(...chatScenarios.x)` overrides the calls until reset. */
export const chatScenarios = {
  sendFails: [http.get('*/ajax_api/send_message', serverError)],
  sendOffline: [http.get('*/ajax_api/send_message', networkError)],
  outOfCredits: [
    http.get('*/ajax_api/send_message', () =>
      HttpResponse.json({ success: 0, message: 'Vous avez atteint la limite de messages gratuits du jour.' }),
    ),
  ],
  noContacts: [http.get('*/ajax_api/load_contacts', () => HttpResponse.json({ contacts: [] }))],
}
