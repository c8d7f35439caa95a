import { beforeEach, describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { ApiError, RefusedError } from '../../api/errors'
import { type Deferred, deferred, flush } from '../../lib/deferred.test-support'
import { draftKey, readDraft } from './conversation.drafts'
import { MARK_READ_DELAY_MS } from './conversation.machine'
import {
  selectCanSend,
  selectCredits,
  selectDraft,
  selectHasAskedForAlbum,
  selectIsBlacklisted,
  selectIsContact,
  selectIsLoading,
  selectListFailure,
  selectLoadFailure,
  selectMessages,
  selectOwnPhotos,
  selectPendingAlbumRequest,
  selectPhotoPicker,
  selectRevealedPhotoIds,
} from './conversation.selectors'
import {
  CONTACT,
  conversation,
  conversationMachineWith,
  HISTORY,
  LOADED,
  ME,
  message,
  messageFrame,
  OWN_PHOTOS,
} from './conversation.test-support'
import type {
  ConversationEmitted,
  ConversationInput,
  ListChange,
  LoadConversationInput,
  LoadedConversation,
  SendMessageInput,
  SentMessageOutput,
} from './conversation.types'

/** A conversation whose calls the test answers by hand. */
function start(input: Partial<ConversationInput> = {}) {
  const loads: LoadConversationInput[] = []
  const loadAnswers: Deferred<LoadedConversation>[] = []
  const sends: SendMessageInput[] = []
  const sendAnswers: Deferred<SentMessageOutput>[] = []
  const changes: ListChange[] = []
  const changeAnswers: Deferred<void>[] = []
  const machine = conversationMachineWith({
    load: (i) => {
      loads.push(i)
      const d = deferred<LoadedConversation>()
      loadAnswers.push(d)
      return d.promise
    },
    send: (i) => {
      sends.push(i)
      const d = deferred<SentMessageOutput>()
      sendAnswers.push(d)
      return d.promise
    },
    change: (i) => {
      changes.push(i.change)
      const d = deferred<void>()
      changeAnswers.push(d)
      return d.promise
    },
  })
  const actor = createActor(machine, { input: { memberId: ME, contactId: CONTACT, ...input } }).start()
  const emitted: ConversationEmitted[] = []
  actor.on('*', (e) => emitted.push(e))
  const state = () => actor.getSnapshot()
  const type = (text: string) => actor.send({ type: 'draft.change', text })
  const loaded = async (value: LoadedConversation = LOADED) => {
    loadAnswers.at(-1)!.resolve(value)
    await flush()
  }
  return {
    actor,
    state,
    type,
    loaded,
    loads,
    loadAnswers,
    sends,
    sendAnswers,
    changes,
    changeAnswers,
    emitted,
  }
}

const mine = (t: ReturnType<typeof start>) => selectMessages(t.state()).filter((m) => m.clientId !== null)

beforeEach(() => localStorage.clear())

describe('reading the conversation', () => {
  it('reads it from the server, with where the contact stands in the lists', async () => {
    const t = start()
    expect(selectIsLoading(t.state())).toBe(true)
    expect(t.loads).toEqual([{ contactId: CONTACT, fresh: true }])
    await t.loaded({ ...LOADED, isBlacklisted: true, isContact: false })
    expect(t.state().matches({ history: { ready: 'idle' } })).toBe(true)
    expect(selectMessages(t.state()).map((m) => m.id)).toEqual(['1', '2', '3', '4', '5'])
    expect(selectCredits(t.state())).toBe(42)
    expect(selectIsBlacklisted(t.state())).toBe(true)
    expect(selectIsContact(t.state())).toBe(false)
  })

  it('fails with a code and reads again on retry', async () => {
    const t = start()
    t.loadAnswers[0]!.reject(new ApiError(500, 'down', 'GET /ajax_api/load_messages'))
    await flush()
    expect(selectLoadFailure(t.state())).toEqual({ code: 'failed' })
    t.actor.send({ type: 'conversation.retry' })
    expect(t.loads).toHaveLength(2)
    await t.loaded()
    expect(selectLoadFailure(t.state())).toBeNull()
  })

  it('finds the pending album request of the contact, and one the member made', async () => {
    const t = start()
    await t.loaded()
    expect(selectPendingAlbumRequest(t.state())?.id).toBe('5')
    expect(selectHasAskedForAlbum(t.state())).toBe(false)
    await flush()
    t.actor.send({ type: 'conversation.resync' })
    await t.loaded({
      ...LOADED,
      conversation: conversation({
        messages: [
          ...HISTORY,
          message('6', { albumAction: 'accept', senderId: ME, recipientId: CONTACT }),
          message('7', { albumAction: 'request', senderId: ME, recipientId: CONTACT }),
        ],
      }),
    })
    expect(selectPendingAlbumRequest(t.state())).toBeNull()
    expect(selectHasAskedForAlbum(t.state())).toBe(true)
  })
})

describe('sending', () => {
  it('shows a message pending, then sent with the server id, and clears the draft', async () => {
    const t = start()
    await t.loaded()
    t.type('  Bonsoir !  ')
    expect(selectCanSend(t.state())).toBe(true)
    t.actor.send({ type: 'message.send' })
    expect(selectDraft(t.state())).toBe('')
    expect(mine(t)).toMatchObject([{ text: 'Bonsoir !', state: 'pending', senderId: ME }])
    expect(t.sends).toEqual([{ recipientId: CONTACT, message: 'Bonsoir !', photoId: null }])
    t.sendAnswers[0]!.resolve({ id: '900', date: '2026-11-21 10:31:00' })
    await flush()
    expect(mine(t)).toMatchObject([{ id: '900', state: 'sent', date: '2026-11-21 10:31:00' }])
    expect(t.state().matches({ outbox: 'idle' })).toBe(true)
  })

  it('does not send an empty draft', async () => {
    const t = start()
    t.type('   ')
    t.actor.send({ type: 'message.send' })
    expect(t.sends).toEqual([])
    expect(selectCanSend(t.state())).toBe(false)
  })

  it('sends in order, one at a time', async () => {
    const t = start()
    await t.loaded()
    t.type('un')
    t.actor.send({ type: 'message.send' })
    t.type('deux')
    t.actor.send({ type: 'message.send' })
    expect(t.sends.map((s) => s.message)).toEqual(['un'])
    t.sendAnswers[0]!.resolve({ id: '901', date: null })
    await flush()
    expect(t.sends.map((s) => s.message)).toEqual(['un', 'deux'])
    t.sendAnswers[1]!.resolve({ id: '902', date: null })
    await flush()
    expect(mine(t).map((m) => [m.id, m.state])).toEqual([
      ['901', 'sent'],
      ['902', 'sent'],
    ])
  })

  it('keeps a failed message with its text, and a retry sends it exactly once more', async () => {
    const t = start()
    await t.loaded()
    t.type('Tu es libre samedi ?')
    t.actor.send({ type: 'message.send' })
    t.sendAnswers[0]!.reject(new ApiError(500, 'Erreur interne du serveur', 'GET /ajax_api/send_message'))
    await flush()
    const [failed] = mine(t)
    expect(failed).toMatchObject({
      text: 'Tu es libre samedi ?',
      state: 'failed',
      failure: { code: 'failed' },
    })

    t.actor.send({ type: 'message.retry', clientId: failed!.clientId! })
    t.actor.send({ type: 'message.retry', clientId: failed!.clientId! })
    expect(t.sends).toHaveLength(2)
    expect(mine(t)[0]!.state).toBe('pending')
    t.sendAnswers[1]!.resolve({ id: '903', date: null })
    await flush()
    expect(mine(t)).toMatchObject([{ id: '903', state: 'sent', text: 'Tu es libre samedi ?' }])
    // Acknowledged: it can never be sent again.
    t.actor.send({ type: 'message.retry', clientId: failed!.clientId! })
    expect(t.sends).toHaveLength(2)
    expect(t.state().matches({ outbox: 'idle' })).toBe(true)
  })

  it('keeps the server text of a refusal, and a failed message can be dropped', async () => {
    const t = start()
    await t.loaded()
    t.type('Coucou')
    t.actor.send({ type: 'message.send' })
    t.sendAnswers[0]!.reject(new RefusedError('GET /ajax_api/send_message', 'Plus de messages gratuits'))
    await flush()
    expect(mine(t)[0]!.failure).toEqual({ code: 'refused', message: 'Plus de messages gratuits' })
    t.actor.send({ type: 'message.discard', clientId: mine(t)[0]!.clientId! })
    expect(mine(t)).toEqual([])
  })

  it('sends a photo as id_extra p_{photoId}, showing it while pending', async () => {
    const t = start()
    await t.loaded()
    t.actor.send({ type: 'photo.send', photo: OWN_PHOTOS[1]! })
    expect(t.sends).toEqual([{ recipientId: CONTACT, message: '', photoId: '102' }])
    expect(mine(t)[0]).toMatchObject({
      photoUrl: 'https://photos.test/102-300.jpg',
      sharedPhotoId: '102',
      state: 'pending',
    })
  })

  it('counts a credit down for a free member, not for a premium one', async () => {
    const free = start()
    await free.loaded()
    free.type('a')
    free.actor.send({ type: 'message.send' })
    free.sendAnswers[0]!.resolve({ id: '1', date: null })
    await flush()
    expect(selectCredits(free.state())).toBe(41)

    const premium = start({ isPremium: true })
    await premium.loaded()
    premium.type('a')
    premium.actor.send({ type: 'message.send' })
    premium.sendAnswers[0]!.resolve({ id: '2', date: null })
    await flush()
    expect(selectCredits(premium.state())).toBe(42)
  })
})

describe('the draft', () => {
  it('survives a reload: the next actor for the same member and contact finds it', async () => {
    const first = start()
    first.type('Je voulais te dire')
    first.actor.stop()
    expect(readDraft(ME, CONTACT).text).toBe('Je voulais te dire')
    const again = start()
    expect(selectDraft(again.state())).toBe('Je voulais te dire')
    // Another member in the same browser does not see it.
    expect(selectDraft(start({ memberId: '10002' }).state())).toBe('')
  })

  it('keeps failed messages across a reload, and forgets them once delivered', async () => {
    const first = start()
    await first.loaded()
    first.type('Pas encore parti')
    first.actor.send({ type: 'message.send' })
    first.sendAnswers[0]!.reject(new ApiError(0, '', 'GET /ajax_api/send_message'))
    await flush()
    first.actor.stop()
    expect(readDraft(ME, CONTACT).unsent).toMatchObject([{ text: 'Pas encore parti' }])

    const again = start()
    await again.loaded()
    const [unsent] = mine(again)
    expect(unsent).toMatchObject({ text: 'Pas encore parti', state: 'failed' })
    expect(selectMessages(again.state()).at(-1)).toBe(unsent)
    again.actor.send({ type: 'message.retry', clientId: unsent!.clientId! })
    again.sendAnswers[0]!.resolve({ id: '950', date: null })
    await flush()
    expect(localStorage.getItem(draftKey(ME, CONTACT))).toBeNull()
  })
})

describe('live messages', () => {
  it('appends a message from the contact once, and tells the view', async () => {
    const t = start()
    await t.loaded()
    const frame = messageFrame(CONTACT, 'Tu es là ?', '990')
    t.actor.send({ type: 'realtime.received', message: frame })
    t.actor.send({ type: 'realtime.received', message: frame })
    expect(selectMessages(t.state()).filter((m) => m.id === '990')).toHaveLength(1)
    expect(t.emitted).toMatchObject([{ type: 'message.arrived', message: { id: '990', text: 'Tu es là ?' } }])
  })

  it('ignores messages from other members and other kinds of frame', async () => {
    const t = start()
    await t.loaded()
    t.actor.send({ type: 'realtime.received', message: messageFrame('30003', 'Salut', '991') })
    t.actor.send({ type: 'realtime.received', message: { action: 'cmd_visit', infos_exp: { id: CONTACT } } })
    expect(selectMessages(t.state())).toHaveLength(HISTORY.length)
    expect(t.loads).toHaveLength(1)
  })

  it('reads the history again on album news from the contact', async () => {
    const t = start()
    await t.loaded()
    t.actor.send({
      type: 'realtime.received',
      message: { action: 'album_answer', infos_exp: { id: CONTACT } },
    })
    expect(t.state().matches({ history: { ready: 'resyncing' } })).toBe(true)
    expect(t.loads).toEqual([
      { contactId: CONTACT, fresh: true },
      { contactId: CONTACT, fresh: true },
    ])
  })

  it('resyncs after a reconnect without losing a pending, a failed or a live message', async () => {
    const t = start()
    await t.loaded()
    t.type('en route')
    t.actor.send({ type: 'message.send' })
    t.actor.send({ type: 'realtime.received', message: messageFrame(CONTACT, 'pendant la coupure', '995') })
    t.actor.send({ type: 'conversation.resync' })
    // The server's fresh copy does not list the live message yet; it lists message '2' again.
    await t.loaded()
    const ids = selectMessages(t.state()).map((m) => m.id)
    expect(ids.slice(0, 5)).toEqual(['1', '2', '3', '4', '5'])
    expect(ids).toContain('995')
    expect(mine(t)).toMatchObject([{ text: 'en route', state: 'pending' }])
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('does not show a message twice when a resync listed it before its acknowledgement', async () => {
    const t = start()
    await t.loaded()
    t.type('croisé')
    t.actor.send({ type: 'message.send' })
    t.actor.send({ type: 'conversation.resync' })
    await t.loaded({
      ...LOADED,
      conversation: conversation({
        messages: [...HISTORY, message('960', { text: 'croisé', senderId: ME })],
      }),
    })
    t.sendAnswers[0]!.resolve({ id: '960', date: null })
    await flush()
    expect(selectMessages(t.state()).filter((m) => m.text === 'croisé')).toHaveLength(1)
  })

  it('reveals a photo only when the member asks', async () => {
    const t = start()
    await t.loaded()
    expect(selectRevealedPhotoIds(t.state())).toEqual([])
    t.actor.send({ type: 'photo.reveal', messageId: '4' })
    t.actor.send({ type: 'photo.reveal', messageId: '4' })
    expect(selectRevealedPhotoIds(t.state())).toEqual(['4'])
  })
})

describe('blacklist, contacts and photos', () => {
  it('blacklists and unblacklists with setIgnore, one change at a time', async () => {
    const t = start()
    await t.loaded()
    t.actor.send({ type: 'contact.blacklist' })
    t.actor.send({ type: 'contact.remove' })
    expect(t.changes).toEqual(['blacklist'])
    t.changeAnswers[0]!.resolve()
    await flush()
    expect(selectIsBlacklisted(t.state())).toBe(true)
    t.type('bonjour')
    expect(selectCanSend(t.state())).toBe(false)
    t.actor.send({ type: 'contact.blacklist' })
    expect(t.changes).toEqual(['blacklist'])
    t.actor.send({ type: 'contact.unblacklist' })
    t.changeAnswers[1]!.resolve()
    await flush()
    expect(selectIsBlacklisted(t.state())).toBe(false)
  })

  it('adds to contacts with setContact, and keeps the state when refused', async () => {
    const t = start()
    await t.loaded({ ...LOADED, isContact: false })
    t.actor.send({ type: 'contact.add' })
    expect(t.state().matches({ lists: 'addingContact' })).toBe(true)
    t.changeAnswers[0]!.reject(new RefusedError('GET /ajax_api/setContact', 'Membre introuvable'))
    await flush()
    expect(selectIsContact(t.state())).toBe(false)
    expect(selectListFailure(t.state())).toEqual({ code: 'refused', message: 'Membre introuvable' })
    t.actor.send({ type: 'contact.add' })
    expect(selectListFailure(t.state())).toBeNull()
    t.changeAnswers[1]!.resolve()
    await flush()
    expect(selectIsContact(t.state())).toBe(true)
  })

  it('reads the member photos when the picker opens', async () => {
    const actor = createActor(conversationMachineWith(), {
      input: { memberId: ME, contactId: CONTACT },
    }).start()
    expect(selectPhotoPicker(actor.getSnapshot())).toBe('idle')
    actor.send({ type: 'photos.load' })
    expect(selectPhotoPicker(actor.getSnapshot())).toBe('loading')
    await flush()
    expect(selectPhotoPicker(actor.getSnapshot())).toBe('ready')
    expect(selectOwnPhotos(actor.getSnapshot())).toHaveLength(3)
  })
})

describe('marking live messages read', () => {
  it('reads the conversation again once messages stop arriving for 2 s', async () => {
    const clock = new SimulatedClock()
    const loads: LoadConversationInput[] = []
    const actor = createActor(
      conversationMachineWith({
        load: async (input) => {
          loads.push(input)
          return LOADED
        },
      }),
      { input: { memberId: ME, contactId: CONTACT }, clock },
    ).start()
    await flush()
    actor.send({ type: 'realtime.received', message: messageFrame(CONTACT, 'un', '981') })
    clock.increment(MARK_READ_DELAY_MS - 1)
    actor.send({ type: 'realtime.received', message: messageFrame(CONTACT, 'deux', '982') })
    clock.increment(MARK_READ_DELAY_MS - 1)
    expect(loads).toHaveLength(1)
    expect(actor.getSnapshot().matches({ history: { ready: 'settling' } })).toBe(true)
    clock.increment(1)
    expect(loads).toHaveLength(2)
    await flush()
    expect(actor.getSnapshot().matches({ history: { ready: 'idle' } })).toBe(true)
    // The messages shown live stay, whether or not the fresh read lists them yet.
    expect(selectMessages(actor.getSnapshot()).map((m) => m.id)).toEqual(
      expect.arrayContaining(['981', '982']),
    )
  })
})
