import { beforeEach, describe, expect, it } from 'vitest'
import { ApiError, RefusedError } from '../../api/errors'
import { flush } from '../../lib/deferred.test-support'
import { draftKey, readDraft } from './conversation.drafts'
import {
  selectAlert,
  selectCanSend,
  selectCredits,
  selectDraft,
  selectMessages,
} from './conversation.selectors'
import { CONTACT, ME, OWN_PHOTOS, ownMessages, startConversation } from './conversation.test-support'

beforeEach(() => localStorage.clear())

describe('sending', () => {
  it('shows a message pending, then sent with the server id, and clears the draft', async () => {
    const t = startConversation()
    await t.loaded()
    t.type('  Bonsoir !  ')
    expect(selectCanSend(t.state())).toBe(true)
    t.actor.send({ type: 'message.send' })
    expect(selectDraft(t.state())).toBe('')
    expect(ownMessages(t)).toMatchObject([{ text: 'Bonsoir !', state: 'pending', senderId: ME }])
    expect(t.sends).toEqual([{ recipientId: CONTACT, message: 'Bonsoir !', photoId: null }])
    t.sendAnswers[0]!.resolve({ id: '900', date: '2026-11-21 10:31:00' })
    await flush()
    expect(ownMessages(t)).toMatchObject([{ id: '900', state: 'sent', date: '2026-11-21 10:31:00' }])
    expect(t.state().matches({ outbox: 'idle' })).toBe(true)
  })

  it('does not send an empty draft', async () => {
    const t = startConversation()
    t.type('   ')
    t.actor.send({ type: 'message.send' })
    expect(t.sends).toEqual([])
    expect(selectCanSend(t.state())).toBe(false)
  })

  it('sends in order, one at a time', async () => {
    const t = startConversation()
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
    expect(ownMessages(t).map((m) => [m.id, m.state])).toEqual([
      ['901', 'sent'],
      ['902', 'sent'],
    ])
  })

  it('keeps a failed message with its text, and a retry sends it exactly once more', async () => {
    const t = startConversation()
    await t.loaded()
    t.type('Tu es libre samedi ?')
    t.actor.send({ type: 'message.send' })
    t.sendAnswers[0]!.reject(new ApiError(500, 'Erreur interne du serveur', 'GET /ajax_api/send_message'))
    await flush()
    const [failed] = ownMessages(t)
    expect(failed).toMatchObject({
      text: 'Tu es libre samedi ?',
      state: 'failed',
      failure: { code: 'failed' },
    })

    t.actor.send({ type: 'message.retry', clientId: failed!.clientId! })
    t.actor.send({ type: 'message.retry', clientId: failed!.clientId! })
    expect(t.sends).toHaveLength(2)
    expect(ownMessages(t)[0]!.state).toBe('pending')
    t.sendAnswers[1]!.resolve({ id: '903', date: null })
    await flush()
    expect(ownMessages(t)).toMatchObject([{ id: '903', state: 'sent', text: 'Tu es libre samedi ?' }])
    // Acknowledged: it can never be sent again.
    t.actor.send({ type: 'message.retry', clientId: failed!.clientId! })
    expect(t.sends).toHaveLength(2)
    expect(t.state().matches({ outbox: 'idle' })).toBe(true)
  })

  it('keeps the server text of a refusal, and a failed message can be dropped', async () => {
    const t = startConversation()
    await t.loaded()
    t.type('Coucou')
    t.actor.send({ type: 'message.send' })
    t.sendAnswers[0]!.reject(new RefusedError('GET /ajax_api/send_message', 'Plus de messages gratuits'))
    await flush()
    expect(ownMessages(t)[0]!.failure).toEqual({ code: 'refused', message: 'Plus de messages gratuits' })
    t.actor.send({ type: 'message.discard', clientId: ownMessages(t)[0]!.clientId! })
    expect(ownMessages(t)).toEqual([])
  })

  it('sends a photo as id_extra p_{photoId}, showing it while pending', async () => {
    const t = startConversation()
    await t.loaded()
    t.actor.send({ type: 'photo.send', photo: OWN_PHOTOS[1]! })
    expect(t.sends).toEqual([{ recipientId: CONTACT, message: '', photoId: '102' }])
    expect(ownMessages(t)[0]).toMatchObject({
      photoUrl: 'https://photos.test/102-300.jpg',
      sharedPhotoId: '102',
      state: 'pending',
    })
  })

  it('counts a credit down for a free member, not for a premium one', async () => {
    const free = startConversation()
    await free.loaded()
    free.type('a')
    free.actor.send({ type: 'message.send' })
    free.sendAnswers[0]!.resolve({ id: '1', date: null })
    await flush()
    expect(selectCredits(free.state())).toBe(41)

    const premium = startConversation({ isPremium: true })
    await premium.loaded()
    premium.type('a')
    premium.actor.send({ type: 'message.send' })
    premium.sendAnswers[0]!.resolve({ id: '2', date: null })
    await flush()
    expect(selectCredits(premium.state())).toBe(42)
  })

  it("takes the notice the send's answer carries (free messages left), and keeps it when it says none", async () => {
    const chat = startConversation()
    await chat.loaded()
    chat.type('a')
    chat.actor.send({ type: 'message.send' })
    chat.sendAnswers[0]!.resolve({
      id: '1',
      date: null,
      alert: "Il vous reste 4 messages gratuits aujourd'hui.",
    })
    await flush()
    expect(selectAlert(chat.state())).toBe("Il vous reste 4 messages gratuits aujourd'hui.")
    chat.type('b')
    chat.actor.send({ type: 'message.send' })
    chat.sendAnswers[1]!.resolve({ id: '2', date: null })
    await flush()
    expect(selectAlert(chat.state())).toBe("Il vous reste 4 messages gratuits aujourd'hui.")
    chat.type('c')
    chat.actor.send({ type: 'message.send' })
    chat.sendAnswers[2]!.resolve({ id: '3', date: null, alert: null })
    await flush()
    expect(selectAlert(chat.state())).toBeNull()
  })
})

describe('the draft', () => {
  it('survives a reload: the next actor for the same member and contact finds it', async () => {
    const first = startConversation()
    first.type('Je voulais te dire')
    first.actor.stop()
    expect(readDraft(ME, CONTACT).text).toBe('Je voulais te dire')
    const again = startConversation()
    expect(selectDraft(again.state())).toBe('Je voulais te dire')
    // Another member in the same browser does not see it.
    expect(selectDraft(startConversation({ memberId: '10002' }).state())).toBe('')
  })

  it('keeps failed messages across a reload, and forgets them once delivered', async () => {
    const first = startConversation()
    await first.loaded()
    first.type('Pas encore parti')
    first.actor.send({ type: 'message.send' })
    first.sendAnswers[0]!.reject(new ApiError(0, '', 'GET /ajax_api/send_message'))
    await flush()
    first.actor.stop()
    expect(readDraft(ME, CONTACT).unsent).toMatchObject([{ text: 'Pas encore parti' }])

    const again = startConversation()
    await again.loaded()
    const [unsent] = ownMessages(again)
    expect(unsent).toMatchObject({ text: 'Pas encore parti', state: 'failed' })
    expect(selectMessages(again.state()).at(-1)).toBe(unsent)
    again.actor.send({ type: 'message.retry', clientId: unsent!.clientId! })
    // Its answer never came: the conversation is read first, and it is not there, so it goes out.
    expect(again.loads).toHaveLength(2)
    await again.loaded()
    again.sendAnswers[0]!.resolve({ id: '950', date: null })
    await flush()
    expect(localStorage.getItem(draftKey(ME, CONTACT))).toBeNull()
  })
})
