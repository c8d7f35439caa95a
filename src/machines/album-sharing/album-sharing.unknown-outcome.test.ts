/** Album actions (a0, a1, a-1) whose answer never came: the next send looks for them first. */
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { ApiError, RefusedError } from '../../api/errors'
import type { Message } from '../../api/models/chat'
import { deferred, flush } from '../../lib/deferred.test-support'
import { message } from '../conversation/conversation.test-support'
import { isAlbumActionStored } from './album-sharing.actors'
import { albumSharingMachineWith, SHARED_ALBUM } from './album-sharing.test-support'
import type { AlbumActionInput } from './album-sharing.types'

const CONTACT = '20001'
const ME = '10001'
const album = (id: string, from: string, albumAction: Message['albumAction']) =>
  message(id, { senderId: from, recipientId: from === ME ? CONTACT : ME, albumAction })

describe('isAlbumActionStored', () => {
  it('finds the member’s request as the latest word on the contact’s album', () => {
    expect(isAlbumActionStored([album('1', ME, 'request')], CONTACT, 'request')).toBe(true)
    // The contact answered since: a new request is a new one.
    expect(
      isAlbumActionStored([album('1', ME, 'request'), album('2', CONTACT, 'refuse')], CONTACT, 'request'),
    ).toBe(false)
    // The contact's own request is about the member's album, not the contact's.
    expect(isAlbumActionStored([album('1', CONTACT, 'request')], CONTACT, 'request')).toBe(false)
  })

  it('finds the member’s answer as the latest word on the member’s album', () => {
    const asked = album('1', CONTACT, 'request')
    expect(isAlbumActionStored([asked, album('2', ME, 'accept')], CONTACT, 'accept')).toBe(true)
    expect(isAlbumActionStored([asked, album('2', ME, 'accept')], CONTACT, 'refuse')).toBe(false)
    expect(
      isAlbumActionStored(
        [asked, album('2', ME, 'accept'), album('3', CONTACT, 'request')],
        CONTACT,
        'accept',
      ),
    ).toBe(false)
    expect(isAlbumActionStored([asked], CONTACT, 'accept')).toBe(false)
  })
})

describe('an album action whose answer was lost', () => {
  function start() {
    const sends: AlbumActionInput[] = []
    const answers: ReturnType<typeof deferred<void>>[] = []
    const actor = createActor(
      albumSharingMachineWith({
        load: async () => SHARED_ALBUM,
        send: (input) => {
          sends.push(input)
          const d = deferred<void>()
          answers.push(d)
          return d.promise
        },
      }),
      { input: { contactId: CONTACT } },
    ).start()
    return { actor, sends, answers }
  }

  it('is sent again only after the conversation was looked at (checkFirst); an answer settles it', async () => {
    const t = start()
    t.actor.send({ type: 'album.accept' })
    t.answers[0]!.reject(new ApiError(0, '', 'GET /ajax_api/send_message'))
    await flush()
    expect(t.actor.getSnapshot().context.unsureActions).toEqual(['accept'])
    t.actor.send({ type: 'album.accept' })
    expect(t.sends.map((s) => s.checkFirst)).toEqual([false, true])
    t.answers[1]!.resolve()
    await flush()
    expect(t.actor.getSnapshot().context.unsureActions).toEqual([])
    t.actor.send({ type: 'album.accept' })
    expect(t.sends.map((s) => s.checkFirst)).toEqual([false, true, false])
  })

  it('a refusal is an answer: the next send does not look first', async () => {
    const t = start()
    t.actor.send({ type: 'album.refuse' })
    t.answers[0]!.reject(new RefusedError('GET /ajax_api/send_message', 'Non'))
    await flush()
    t.actor.send({ type: 'album.refuse' })
    expect(t.sends.map((s) => [s.action, s.checkFirst])).toEqual([
      ['refuse', false],
      ['refuse', false],
    ])
  })
})
