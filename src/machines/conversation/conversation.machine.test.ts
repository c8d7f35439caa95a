import { beforeEach, describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { ApiError, RefusedError } from '../../api/errors'
import { flush } from '../../lib/deferred.test-support'
import { MARK_READ_DELAY_MS } from './conversation.machine'
import {
  selectCanSend,
  selectCredits,
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
  ownMessages,
  startConversation,
} from './conversation.test-support'
import type { LoadConversationInput } from './conversation.types'

beforeEach(() => localStorage.clear())

describe('reading the conversation', () => {
  it('reads it from the server, with where the contact stands in the lists', async () => {
    const t = startConversation()
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
    const t = startConversation()
    t.loadAnswers[0]!.reject(new ApiError(500, 'down', 'GET /ajax_api/load_messages'))
    await flush()
    expect(selectLoadFailure(t.state())).toEqual({ code: 'failed' })
    t.actor.send({ type: 'conversation.retry' })
    expect(t.loads).toHaveLength(2)
    await t.loaded()
    expect(selectLoadFailure(t.state())).toBeNull()
  })

  it('finds the pending album request of the contact, and one the member made', async () => {
    const t = startConversation()
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

describe('live messages', () => {
  it('says how far it read the contact’s messages after each read of the history (the unread count follows)', async () => {
    const t = startConversation()
    await t.loaded()
    const fromContact = selectMessages(t.state())
      .filter((m) => m.senderId === CONTACT)
      .map((m) => Number(m.id))
    expect(fromContact.length).toBeGreaterThan(0)
    expect(t.emitted.filter((e) => e.type === 'conversation.read')).toEqual([
      { type: 'conversation.read', upTo: Math.max(...fromContact) },
    ])
  })

  it('appends a message from the contact once, and tells the view', async () => {
    const t = startConversation()
    await t.loaded()
    const frame = messageFrame(CONTACT, 'Tu es là ?', '990')
    t.actor.send({ type: 'realtime.received', message: frame })
    t.actor.send({ type: 'realtime.received', message: frame })
    expect(selectMessages(t.state()).filter((m) => m.id === '990')).toHaveLength(1)
    expect(t.emitted.filter((e) => e.type === 'message.arrived')).toMatchObject([
      { type: 'message.arrived', message: { id: '990', text: 'Tu es là ?' } },
    ])
  })

  it('ignores messages from other members and other kinds of frame', async () => {
    const t = startConversation()
    await t.loaded()
    t.actor.send({ type: 'realtime.received', message: messageFrame('30003', 'Salut', '991') })
    t.actor.send({ type: 'realtime.received', message: { action: 'cmd_visit', infos_exp: { id: CONTACT } } })
    expect(selectMessages(t.state())).toHaveLength(HISTORY.length)
    expect(t.loads).toHaveLength(1)
  })

  it('reads the history again on album news from the contact', async () => {
    const t = startConversation()
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
    const t = startConversation()
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
    expect(ownMessages(t)).toMatchObject([{ text: 'en route', state: 'pending' }])
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('does not show a message twice when a resync listed it before its acknowledgement', async () => {
    const t = startConversation()
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
    const t = startConversation()
    await t.loaded()
    expect(selectRevealedPhotoIds(t.state())).toEqual([])
    t.actor.send({ type: 'photo.reveal', messageId: '4' })
    t.actor.send({ type: 'photo.reveal', messageId: '4' })
    expect(selectRevealedPhotoIds(t.state())).toEqual(['4'])
  })
})

describe('blacklist, contacts and photos', () => {
  it('blacklists and unblacklists with setIgnore, one change at a time', async () => {
    const t = startConversation()
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
    const t = startConversation()
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
  it('says the read of a live message has left before its answer comes (the page may be gone by then)', async () => {
    const clock = new SimulatedClock()
    const answers: ((value: typeof LOADED) => void)[] = []
    const actor = createActor(
      conversationMachineWith({ load: () => new Promise((resolve) => answers.push(resolve)) }),
      { input: { memberId: ME, contactId: CONTACT }, clock },
    )
    const emitted: { type: string; upTo?: number }[] = []
    actor.on('*', (e) => emitted.push(e))
    actor.start()
    // The first read leaves holding nothing of the contact's yet.
    expect(emitted).toEqual([{ type: 'conversation.reading', upTo: 0 }])
    answers[0]?.(LOADED)
    await flush()
    const held = Math.max(...HISTORY.filter((m) => m.senderId === CONTACT).map((m) => Number(m.id)))
    expect(emitted.at(-1)).toEqual({ type: 'conversation.read', upTo: held })
    actor.send({ type: 'realtime.received', message: messageFrame(CONTACT, 'Tu es là ?', '990') })
    clock.increment(MARK_READ_DELAY_MS)
    // The read of 990 is on its way: load_messages reads it on the server whether or not this page
    // is still there for the answer (its tab closed: CI seed 2061689397 of realtime-tabs.property).
    expect(answers).toHaveLength(2)
    expect(emitted.filter((e) => e.type !== 'message.arrived')).toEqual([
      { type: 'conversation.reading', upTo: 0 },
      { type: 'conversation.read', upTo: held },
      { type: 'conversation.reading', upTo: 990 },
    ])
    actor.stop()
  })

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
