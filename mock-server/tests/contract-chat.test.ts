/**
 * Contract: the chat through the real client (spec section 7 rows load_contacts, load_messages,
 * send_message with its id_extra codes, setIgnore and setContact).
 */
import { describe, expect, it } from 'vitest'
import { getContacts, getConversation, sendMessage, setContact, setIgnore } from '../../src/api/chat'
import { RefusedError } from '../../src/api/errors'
import { ContactFilter } from '../../src/api/models/chat'
import { getOwnPhotos } from '../../src/api/photos'
import { DEMO, db } from '../node'
import { client, setUpContractServer, signIn } from './contract-support'

setUpContractServer()

describe('GET /ajax_api/load_contacts?filter', () => {
  it('lists conversations newest first, with unread counts and avatars', async () => {
    await signIn('premium')
    const contacts = await getContacts(ContactFilter.Conversations)
    expect(contacts).toHaveLength(10)
    const dates = contacts.map((c) => c.lastMessageDate ?? '')
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(contacts.filter((c) => c.totalNewMessages > 0).length).toBeGreaterThanOrEqual(4)
    expect(contacts[0]).toMatchObject({ id: expect.stringMatching(/^\d+$/), nickname: expect.any(String) })
    expect(contacts[0]?.avatarUrl).toMatch(/-small\.jpg$/)
    expect(contacts.some((c) => c.isFriend)).toBe(true)
  })

  it('lists the blacklist (2) and the favorites (3)', async () => {
    await signIn('premium')
    const blocked = await getContacts(ContactFilter.Blacklist)
    expect(blocked).toHaveLength(2)
    expect(blocked.every((c) => c.isBlacklisted)).toBe(true)
    const friends = await getContacts(ContactFilter.Friends)
    expect(friends.length).toBeGreaterThanOrEqual(6)
    expect(friends.every((c) => c.isFriend)).toBe(true)
  })

  it("carries a contact's saved crop with the big size its pixels belong to (ours)", async () => {
    await signIn('premium')
    const [first, second] = db.favorites.findMany((q) => q.where({ owner_id: DEMO.premium.id }))
    const main = db.photos.findFirst((q) => q.where({ member_id: first!.target_id, is_main: true }))!
    await db.photos.update((q) => q.where({ id: main.id }), {
      data(photo) {
        photo.crop = { x: 150, y: 60, width: 300, height: 300 }
      },
    })
    const friends = await getContacts(ContactFilter.Friends)
    const cropped = friends.find((c) => c.id === String(first!.target_id))!
    expect(cropped.avatarUrl).toMatch(/-small\.jpg$/)
    expect(cropped.avatarCrop).toEqual({
      crop: { x: 150, y: 60, width: 300, height: 300 },
      source: expect.stringMatching(/-normal\.jpg$/),
    })
    expect(friends.find((c) => c.id === String(second!.target_id))?.avatarCrop).toBeUndefined()
  })
})

describe('GET /ajax_api/load_messages?contact_id&contact', () => {
  it('loads the conversation, its contact and messages, and marks it read', async () => {
    await signIn('premium')
    const unread = (await getContacts(ContactFilter.Conversations)).find((c) => c.totalNewMessages > 0)!
    const conversation = await getConversation({ contactId: unread.id })
    expect(conversation.chatId).toMatch(/^\d+$/)
    expect(conversation.contact.id).toBe(unread.id)
    expect(conversation.contact.nickname).toBe(unread.nickname)
    expect(conversation.credits).toBe(42)
    expect(conversation.messages.length).toBeGreaterThan(0)
    const [first] = conversation.messages
    expect(first).toMatchObject({ state: 'sent', date: expect.stringMatching(/^\d{4}-/) })
    expect([first?.senderId, first?.recipientId]).toContain(String(DEMO.premium.id))
    expect(conversation.contactPhotos.length).toBeGreaterThan(0)
    expect(conversation.myFirstPrivatePhoto?.visibility).toBe('private')
    client.cache.clear()
    const after = (await getContacts(ContactFilter.Conversations)).find((c) => c.id === unread.id)!
    expect(after.totalNewMessages).toBe(0)
  })

  it('shows the album request, the accepted share and the photo share of the seed', async () => {
    await signIn('premium')
    const all = await Promise.all(
      (await getContacts(ContactFilter.Conversations)).map((c) => getConversation({ contactId: c.id })),
    )
    const messages = all.flatMap((c) => c.messages)
    expect(messages.some((m) => m.albumAction === 'request')).toBe(true)
    expect(messages.some((m) => m.albumAction === 'accept')).toBe(true)
    const shared = messages.find((m) => m.sharedPhotoId !== null)
    expect(shared?.photoUrl).toMatch(/-normal\.jpg$/)
  })
})

describe('GET /ajax_api/send_message (dest, msg, id_extra)', () => {
  it('stores a text message and answers its id and date', async () => {
    await signIn('premium')
    const dest = String(DEMO.free.id)
    const sent = await sendMessage({ recipientId: dest, message: 'Bonjour Thomas !' })
    expect(sent.id).toMatch(/^\d+$/)
    expect(sent.date).toMatch(/^\d{4}-\d{2}-\d{2} /)
    const conversation = await getConversation({ contactId: dest })
    expect(conversation.messages.at(-1)).toMatchObject({
      id: sent.id,
      text: 'Bonjour Thomas !',
      senderId: String(DEMO.premium.id),
    })
  })

  it('shares a photo (p_{id}) and asks for, accepts and refuses albums (a0, a1, a-1)', async () => {
    await signIn('premium')
    const photo = (await getOwnPhotos())[0]!
    const dest = String(DEMO.cancelled.id)
    await sendMessage({ recipientId: dest, message: 'Regarde', photoId: photo.id })
    await sendMessage({ recipientId: dest, message: '', albumAction: 'request' })
    await signIn('cancelled')
    await sendMessage({ recipientId: String(DEMO.premium.id), message: '', albumAction: 'accept' })
    const share = db.albumShares.findFirst((q) =>
      q.where({ owner_id: DEMO.cancelled.id, viewer_id: DEMO.premium.id }),
    )
    expect(share?.state).toBe('accepted')
    await sendMessage({ recipientId: String(DEMO.premium.id), message: '', albumAction: 'refuse' })
    await signIn('premium')
    const messages = (await getConversation({ contactId: dest })).messages
    expect(messages.map((m) => m.albumAction ?? m.sharedPhotoId)).toEqual([
      photo.id,
      'request',
      'accept',
      'refuse',
    ])
    expect(messages[0]?.photoUrl).toBe(photo.normal)
  })

  it("refuses a free member's sixth message of the day, and writing to someone who blocked you", async () => {
    await signIn('free')
    const dest = String(DEMO.premium.id)
    for (let i = 0; i < 5; i++) await sendMessage({ recipientId: dest, message: `Message ${i}` })
    const sixth = await sendMessage({ recipientId: dest, message: 'encore' }).catch((e: unknown) => e)
    expect(sixth).toBeInstanceOf(RefusedError)
    expect((sixth as RefusedError).serverMessage).toMatch(/limite de messages gratuits/)
    await signIn('premium')
    await setIgnore('add', String(DEMO.cancelled.id))
    await signIn('cancelled')
    const blocked = await sendMessage({ recipientId: dest, message: 'Coucou' }).catch((e: unknown) => e)
    expect((blocked as RefusedError).serverMessage).toBe('Ce membre ne souhaite pas recevoir vos messages.')
  })
})

describe('GET /ajax_api/setIgnore and /ajax_api/setContact', () => {
  it('blacklists and unblacklists, and hides and shows a conversation', async () => {
    await signIn('premium')
    const [contact] = await getContacts(ContactFilter.Conversations)
    await setIgnore('add', contact!.id)
    expect((await getContacts(ContactFilter.Blacklist)).map((c) => c.id)).toContain(contact!.id)
    expect((await getContacts(ContactFilter.Conversations)).map((c) => c.id)).not.toContain(contact!.id)
    await setIgnore('del', contact!.id)
    expect((await getContacts(ContactFilter.Blacklist)).map((c) => c.id)).not.toContain(contact!.id)
    await setContact('del', contact!.id)
    expect((await getContacts(ContactFilter.Conversations)).map((c) => c.id)).not.toContain(contact!.id)
    await setContact('add', contact!.id)
    expect((await getContacts(ContactFilter.Conversations)).map((c) => c.id)).toContain(contact!.id)
  })
})
