/**
 * Sends whose answer never came: the message may be stored. Before it goes out again the
 * conversation is read and searched for it; a refusal (an answer) is safe to resend at once.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { ApiError, RefusedError } from '../../api/errors'
import type { Message } from '../../api/models/chat'
import { flush } from '../../lib/deferred.test-support'
import { draftKey, readDraft } from './conversation.drafts'
import { selectMessages } from './conversation.selectors'
import {
  CONTACT,
  conversation,
  HISTORY,
  LOADED,
  ME,
  message,
  OWN_PHOTOS,
  ownMessages,
  startConversation,
} from './conversation.test-support'
import type { LoadedConversation } from './conversation.types'

beforeEach(() => localStorage.clear())

const lost = () => new ApiError(0, '', 'GET /ajax_api/send_message')
const mine = (id: string, text: string, extra: Partial<Message> = {}) =>
  message(id, { text, senderId: ME, recipientId: CONTACT, date: '2026-11-21 11:00:00', ...extra })
const withHistory = (...extra: Message[]): LoadedConversation => ({
  ...LOADED,
  conversation: conversation({ messages: [...HISTORY, ...extra] }),
})

async function sendLost(t: ReturnType<typeof startConversation>, text: string) {
  t.type(text)
  t.actor.send({ type: 'message.send' })
  t.sendAnswers.at(-1)!.reject(lost())
  await flush()
}

describe('a send whose answer was lost', () => {
  it('reads the history again at once, and takes the stored copy without any action', async () => {
    const t = startConversation()
    await t.loaded()
    await sendLost(t, 'Tu es libre ce soir ?')
    expect(ownMessages(t)).toMatchObject([{ state: 'failed', failure: { code: 'offline' } }])
    expect(t.loads).toHaveLength(2)
    await t.loaded(withHistory(mine('901', 'Tu es libre ce soir ?')))
    const copies = selectMessages(t.state()).filter((m) => m.text === 'Tu es libre ce soir ?')
    expect(copies).toMatchObject([{ id: '901', state: 'sent' }])
    expect(t.sends).toHaveLength(1)
    expect(localStorage.getItem(draftKey(ME, CONTACT))).toBeNull()
  })

  it("'Réessayer' looks for it first: found, it is sent, with the server's id, and never sent again", async () => {
    const t = startConversation()
    await t.loaded()
    await sendLost(t, 'Bonne soirée')
    // The automatic read failed too (still offline).
    t.loadAnswers.at(-1)!.reject(new ApiError(0, '', 'GET /ajax_api/load_messages'))
    await flush()
    const [failed] = ownMessages(t)
    t.actor.send({ type: 'message.retry', clientId: failed!.clientId! })
    expect(t.state().matches({ outbox: 'checking' })).toBe(true)
    expect(ownMessages(t)).toMatchObject([{ state: 'pending' }])
    await t.loaded(withHistory(mine('902', 'Bonne soirée')))
    expect(ownMessages(t)).toMatchObject([{ id: '902', state: 'sent', clientId: failed!.clientId }])
    expect(t.sends).toHaveLength(1)
    expect(t.state().matches({ outbox: 'idle' })).toBe(true)
  })

  it("'Réessayer' sends it again when the read does not find it, once", async () => {
    const t = startConversation()
    await t.loaded()
    await sendLost(t, 'Coucou')
    await t.loaded()
    const [failed] = ownMessages(t)
    expect(failed).toMatchObject({ state: 'failed' })
    t.actor.send({ type: 'message.retry', clientId: failed!.clientId! })
    await t.loaded()
    expect(t.sends).toHaveLength(2)
    t.sendAnswers[1]!.resolve({ id: '903', date: null })
    await flush()
    expect(ownMessages(t)).toMatchObject([{ id: '903', state: 'sent' }])
  })

  it('keeps it failed, text and all, when the read that should find it fails', async () => {
    const t = startConversation()
    await t.loaded()
    await sendLost(t, 'Toujours là')
    await t.loaded()
    const [failed] = ownMessages(t)
    t.actor.send({ type: 'message.retry', clientId: failed!.clientId! })
    t.loadAnswers.at(-1)!.reject(new ApiError(0, '', 'GET /ajax_api/load_messages'))
    await flush()
    expect(ownMessages(t)).toMatchObject([{ text: 'Toujours là', state: 'failed' }])
    expect(t.sends).toHaveLength(1)
    expect(readDraft(ME, CONTACT).unsent).toMatchObject([
      { text: 'Toujours là', attempt: { checked: false } },
    ])
  })

  it('two identical texts typed on purpose stay two: the first copy is never taken for the second', async () => {
    const t = startConversation()
    await t.loaded()
    t.type('ok')
    t.actor.send({ type: 'message.send' })
    t.sendAnswers[0]!.resolve({ id: '904', date: null })
    await flush()
    await sendLost(t, 'ok')
    // The server holds only the first one.
    await t.loaded(withHistory(mine('904', 'ok')))
    const second = ownMessages(t).at(-1)!
    expect(second).toMatchObject({ state: 'failed' })
    t.actor.send({ type: 'message.retry', clientId: second.clientId! })
    await t.loaded(withHistory(mine('904', 'ok')))
    expect(t.sends.map((s) => s.message)).toEqual(['ok', 'ok', 'ok'])
    t.sendAnswers[2]!.resolve({ id: '905', date: null })
    await flush()
    expect(
      selectMessages(t.state())
        .filter((m) => m.text === 'ok')
        .map((m) => m.id),
    ).toEqual(['904', '905'])
  })

  it('a photo message is looked for the same way', async () => {
    const t = startConversation()
    await t.loaded()
    t.actor.send({ type: 'photo.send', photo: OWN_PHOTOS[1]! })
    t.sendAnswers[0]!.reject(lost())
    await flush()
    await t.loaded(
      withHistory(mine('906', '', { sharedPhotoId: '102', photoUrl: 'https://photos.test/102' })),
    )
    expect(ownMessages(t)).toMatchObject([{ id: '906', state: 'sent', sharedPhotoId: '102' }])
    expect(t.sends).toHaveLength(1)
  })

  it('after a reload, the stored copy replaces the failed bubble: one message, not two', async () => {
    const first = startConversation()
    await first.loaded()
    await sendLost(first, 'Avant le rechargement')
    first.actor.stop()
    expect(readDraft(ME, CONTACT).unsent).toMatchObject([{ text: 'Avant le rechargement' }])

    const again = startConversation()
    await again.loaded(withHistory(mine('907', 'Avant le rechargement')))
    expect(selectMessages(again.state()).filter((m) => m.text === 'Avant le rechargement')).toMatchObject([
      { id: '907', state: 'sent' },
    ])
    expect(localStorage.getItem(draftKey(ME, CONTACT))).toBeNull()
  })
})

describe('a refusal (the server answered)', () => {
  it('is safe to resend: no read first', async () => {
    const t = startConversation()
    await t.loaded()
    t.type('Refusé')
    t.actor.send({ type: 'message.send' })
    t.sendAnswers[0]!.reject(new RefusedError('GET /ajax_api/send_message', 'Plus de crédits'))
    await flush()
    expect(t.loads).toHaveLength(1)
    const [failed] = ownMessages(t)
    expect(failed).toMatchObject({ state: 'failed', attempt: null })
    t.actor.send({ type: 'message.retry', clientId: failed!.clientId! })
    expect(t.state().matches({ outbox: 'sending' })).toBe(true)
    expect(t.sends).toHaveLength(2)
  })
})
