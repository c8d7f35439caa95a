/**
 * A member's own change invalidates the reads it affects, and only those (spec section 9 freshness
 * would otherwise keep showing the old state for minutes).
 */
import { describe, expect, it } from 'vitest'
import {
  recordingHandler,
  type SeenRequest,
  startApiServer,
  testClient,
} from '../../tests/support/api/api-server'
import { logout } from './auth'
import { getContacts, getConversation, sendMessage, setIgnore } from './chat'
import type { ApiClient } from './client'
import { deletePhoto, getOwnPhotos, setMainPhoto, updatePhoto, uploadPhoto } from './photos'
import { modifyAgeSexeVille, modifyDescription, modifyInformations, modifyInterests } from './profile-edit'
import { getWall, setFriend } from './social'
import { getCurrentUser } from './users'

const server = startApiServer()

/** A client on a server that answers everything, and a count of calls per path and query. */
function setUp(
  answer: (r: SeenRequest) => unknown = ({ path }) => (path === '/index_api/user' ? { connected: 1 } : {}),
) {
  const seen: SeenRequest[] = []
  server.use(recordingHandler(seen, answer))
  const { client } = testClient()
  const calls = (path: string, query?: Record<string, string>) =>
    seen.filter(
      (r) =>
        r.path === path && Object.entries(query ?? {}).every(([key, value]) => r.query.get(key) === value),
    ).length
  return { client, calls }
}

async function readAll(client: ApiClient) {
  await Promise.all([
    getCurrentUser('7', client),
    getContacts(1, client),
    getContacts(2, client),
    getContacts(3, client),
    getConversation({ contactId: '8' }, client),
    getConversation({ contactId: '9' }, client),
    getOwnPhotos(client),
    getWall(client),
  ])
}

describe('invalidation', () => {
  it('a favorite change refreshes the member lookup and the friends list only', async () => {
    const { client, calls } = setUp()
    await readAll(client)
    await setFriend('add', '12', client)
    await readAll(client)

    expect(calls('/index_api/user')).toBe(2)
    expect(calls('/ajax_api/load_contacts', { filter: '3' })).toBe(2)
    expect(calls('/ajax_api/load_contacts', { filter: '2' })).toBe(1)
    expect(calls('/ajax_api/load_contacts', { filter: '1' })).toBe(1)
    expect(calls('/index_api/user_edit_photos')).toBe(1)
    expect(calls('/index_api/wall')).toBe(1)
  })

  it('sending a message refreshes the conversations list and that conversation', async () => {
    const { client, calls } = setUp()
    await readAll(client)
    await sendMessage({ recipientId: '8', message: 'Salut' }, client)
    await readAll(client)

    expect(calls('/ajax_api/load_contacts', { filter: '1' })).toBe(2)
    expect(calls('/ajax_api/load_messages', { contact_id: '8' })).toBe(2)
    expect(calls('/ajax_api/load_messages', { contact_id: '9' })).toBe(1)
    expect(calls('/index_api/user')).toBe(1)
  })

  it('even a refused message (no credits) refreshes the conversation, then throws', async () => {
    const { client, calls } = setUp(({ path }) =>
      path === '/ajax_api/send_message' ? { success: 0, message: 'Crédits épuisés' } : {},
    )
    await getConversation({ contactId: '8' }, client)
    await expect(sendMessage({ recipientId: '8', message: 'x' }, client)).rejects.toThrow('Crédits épuisés')
    await getConversation({ contactId: '8' }, client)

    expect(calls('/ajax_api/load_messages')).toBe(2)
  })

  it('the blacklist toggle refreshes every contact list', async () => {
    const { client, calls } = setUp()
    await readAll(client)
    await setIgnore('add', '8', client)
    await readAll(client)

    expect(calls('/ajax_api/load_contacts')).toBe(6)
    expect(calls('/index_api/wall')).toBe(1)
  })

  it.each([
    ['upload', (c: ApiClient) => uploadPhoto(new Blob(['x']), { isPrivate: false }, c)],
    ['delete', (c: ApiClient) => deletePhoto('2', c)],
    ['update', (c: ApiClient) => updatePhoto({ photoNum: '2', isPrivate: true }, c)],
    ['set main', (c: ApiClient) => setMainPhoto({ photoNum: '2', isPrivate: false }, c)],
  ])('a photo %s refreshes the own photos and the member lookup', async (_, change) => {
    const { client, calls } = setUp()
    await readAll(client)
    await change(client)
    await readAll(client)

    expect(calls('/index_api/user_edit_photos')).toBe(2)
    expect(calls('/index_api/user')).toBe(2)
    expect(calls('/ajax_api/load_contacts')).toBe(3)
  })

  it('a refused photo change still refreshes the list, then throws', async () => {
    const { client, calls } = setUp(({ path }) =>
      path.endsWith('/del') ? { error: 1, message: 'Photo introuvable' } : {},
    )
    await getOwnPhotos(client)
    await expect(deletePhoto('2', client)).rejects.toThrow('Photo introuvable')
    await getOwnPhotos(client)

    expect(calls('/index_api/user_edit_photos')).toBe(2)
  })

  it.each([
    [
      'age_sexe_ville',
      (c: ApiClient) => modifyAgeSexeVille({ year: 1990, month: 1, day: 2, id_ville: '1' }, c),
    ],
    ['interests', (c: ApiClient) => modifyInterests({ inter: [1] }, c)],
    ['description', (c: ApiClient) => modifyDescription({ description: 'x' }, c)],
    ['informations', (c: ApiClient) => modifyInformations({ taille: 170 }, c)],
  ])('modify/%s refreshes the member lookup', async (_, change) => {
    const { client, calls } = setUp()
    await readAll(client)
    await change(client)
    await readAll(client)

    expect(calls('/index_api/user')).toBe(2)
    expect(calls('/index_api/wall')).toBe(1)
  })

  it('logout forgets everything', async () => {
    const { client, calls } = setUp()
    await readAll(client)
    await logout('s', client)
    await readAll(client)

    expect(calls('/index_api/wall')).toBe(2)
    expect(calls('/ajax_api/load_contacts')).toBe(6)
    expect(calls('/index_api/user')).toBe(2)
  })
})
