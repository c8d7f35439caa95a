/**
 * Spec section 7's table, first half (sign-in, members, social, chat, swipe, votes; plus our
 * forgot-password call): each typed function sends the table's method, path and parameter names,
 * with the stored session id added by the client.
 */
import { describe, expect, it } from 'vitest'
import {
  recordingHandler,
  type SeenRequest,
  startApiServer,
  testClient,
} from '../../tests/support/api/api-server'
import { checkEndpointRows, type EndpointRow } from '../../tests/support/api/endpoint-table'
import { forgotPassword, login, loginWithToken, logout, subscribeFast } from './auth'
import { getContacts, getConversation, sendMessage, setContact, setIgnore } from './chat'
import { getMatches, getSwipeProfiles, swipe } from './match'
import { getActivities, getVisitors, getVoters, getWall, setFriend } from './social'
import { getCurrentUser, getProfile } from './users'
import { getRanking, getVotePhotos, votePhoto } from './votes'

const server = startApiServer()

const loggedIn = { user_id: '7', session_id: 's-1' }

const rows: Record<string, EndpointRow> = {
  logout: { call: (c) => logout(null, c), method: 'POST', path: '/index_api/logout' },
  login: {
    call: (c) => login({ login: 'zoe@example.fr', pass: 'secret', rememberme: true }, c),
    method: 'POST',
    path: '/index_api/login',
    query: [
      ['login', 'zoe@example.fr'],
      ['pass', 'secret'],
      ['rememberme', '1'],
    ],
    answer: loggedIn,
  },
  'token login': {
    call: (c) => loginWithToken({ nickname: 'Zoe', token: 'tok123' }, c),
    method: 'POST',
    path: '/index_api/login',
    query: [
      ['login', 'Zoe'],
      ['pass', 'TOK_tok123'],
      ['rememberme', '1'],
    ],
    answer: loggedIn,
  },
  'current user': {
    call: (c) => getCurrentUser('7', c),
    method: 'GET',
    path: '/index_api/user',
    query: [
      ['get_wall_news', '1'],
      ['get_abo_infos', '1'],
      ['id', '7'],
    ],
    answer: { connected: 1, result: { id: 7 } },
  },
  profile: {
    call: (c) => getProfile('12', c),
    method: 'GET',
    path: '/index_api/user',
    query: [['id', '12']],
  },
  'fast subscribe': {
    call: (c) => subscribeFast({ mail: 'a@b.fr', pass: 'pw', login: 'Nick' }, c),
    method: 'POST',
    path: '/index_api/subscribe',
    query: [['fast-part', '1']],
    form: [
      ['mail', 'a@b.fr'],
      ['pass', 'pw'],
      ['login', 'Nick'],
    ],
  },
  setFriend: {
    call: (c) => setFriend('add', '12', c),
    method: 'POST',
    path: '/ajax_api/setFriend',
    form: [
      ['action', 'add'],
      ['target_id', '12'],
    ],
  },
  wall: { call: (c) => getWall(c), method: 'GET', path: '/index_api/wall' },
  activities: { call: (c) => getActivities(c), method: 'GET', path: '/ajax_api/getActivities' },
  contacts: {
    call: (c) => getContacts(3, c),
    method: 'GET',
    path: '/ajax_api/load_contacts',
    query: [['filter', '3']],
  },
  visitors: {
    call: (c) => getVisitors(2, c),
    method: 'GET',
    path: '/index_api/guest/get/visites',
    query: [['page', '2']],
  },
  voters: {
    call: (c) => getVoters(1, c),
    method: 'GET',
    path: '/index_api/guest/get/votes',
    query: [['page', '1']],
  },
  'swipe deck': {
    call: (c) => getSwipeProfiles(3, c),
    method: 'GET',
    path: '/index_api/match',
    query: [
      ['action', 'get_profile'],
      ['page', '3'],
    ],
  },
  like: {
    call: (c) => swipe('44', 'like', c),
    method: 'POST',
    path: '/index_api/match',
    form: [
      ['id_user', '44'],
      ['action', 'set_like'],
    ],
  },
  dislike: {
    call: (c) => swipe('44', 'dislike', c),
    method: 'POST',
    path: '/index_api/match',
    form: [
      ['id_user', '44'],
      ['action', 'set_dislike'],
    ],
  },
  matches: {
    call: (c) => getMatches(c),
    method: 'GET',
    path: '/index_api/match',
    query: [['action', 'get_matches']],
  },
  ranking: {
    call: (c) => getRanking({ page: 2, sex: '2' }, c),
    method: 'GET',
    path: '/index_api/classement',
    query: [
      ['page', '2'],
      ['sex', '2'],
    ],
  },
  'vote photos': {
    call: (c) => getVotePhotos('1', c),
    method: 'GET',
    path: '/ajax_api/load_votephoto',
    query: [['sex', '1']],
  },
  'gal vote (stars doubled)': {
    call: (c) => votePhoto({ userId: '9', photoNum: '2', stars: 4 }, c),
    method: 'POST',
    path: '/ajax_api/gal_vote',
    form: [
      ['id', '9'],
      ['num', '2'],
      ['score', '8'],
    ],
  },
  'load messages': {
    call: (c) => getConversation({ contactId: '8' }, c),
    method: 'GET',
    path: '/ajax_api/load_messages',
    query: [
      ['contact_id', '8'],
      ['contact', '8'],
    ],
  },
  setIgnore: {
    call: (c) => setIgnore('add', '8', c),
    method: 'GET',
    path: '/ajax_api/setIgnore',
    query: [
      ['action', 'add'],
      ['target_id', '8'],
    ],
  },
  setContact: {
    call: (c) => setContact('del', '8', c),
    method: 'GET',
    path: '/ajax_api/setContact',
    query: [
      ['action', 'del'],
      ['target_id', '8'],
    ],
  },
  'send message': {
    call: (c) => sendMessage({ recipientId: '8', message: 'Salut' }, c),
    method: 'GET',
    path: '/ajax_api/send_message',
    query: [
      ['dest', '8'],
      ['msg', 'Salut'],
    ],
  },
  'send a photo': {
    call: (c) => sendMessage({ recipientId: '8', message: '', photoId: '31' }, c),
    method: 'GET',
    path: '/ajax_api/send_message',
    query: [
      ['dest', '8'],
      ['msg', ''],
      ['id_extra', 'p_31'],
    ],
  },
  'request an album': {
    call: (c) => sendMessage({ recipientId: '8', message: 'Album ?', albumAction: 'request' }, c),
    method: 'GET',
    path: '/ajax_api/send_message',
    query: [
      ['dest', '8'],
      ['msg', 'Album ?'],
      ['id_extra', 'a0'],
    ],
  },
  'refuse an album': {
    call: (c) => sendMessage({ recipientId: '8', message: '', albumAction: 'refuse' }, c),
    method: 'GET',
    path: '/ajax_api/send_message',
    query: [
      ['dest', '8'],
      ['msg', ''],
      ['id_extra', 'a-1'],
    ],
  },
  'forgot password (ours)': {
    call: (c) => forgotPassword('me@x.fr', c),
    method: 'POST',
    path: '/index_api/forgot_password',
    form: [['email', 'me@x.fr']],
  },
}

describe('the spec table: members, social, chat, swipe and votes', () => {
  checkEndpointRows(server, rows)

  it('logs out with the session id being closed, passed explicitly', async () => {
    const seen: SeenRequest[] = []
    server.use(recordingHandler(seen))
    const { client } = testClient({ sessionId: null })

    await logout('closing-session', client)

    expect(seen[0]?.query.getAll('session_id')).toEqual(['closing-session'])
  })
})
