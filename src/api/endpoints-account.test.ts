/**
 * Spec section 7's table, second half (report, profile edits, leaving, search, payment, ads, photos;
 * plus our contact and FAQ calls): each typed function sends the table's method, path and parameter
 * names, with the stored session id added by the client.
 */
import { describe, expect, it } from 'vitest'
import {
  recordingHandler,
  type SeenRequest,
  startApiServer,
  testClient,
} from '../../tests/support/api/api-server'
import { checkEndpointRows, type EndpointRow } from '../../tests/support/api/endpoint-table'
import { deleteAccount, unsubscribe } from './account'
import { getAds } from './ads'
import { confirmSubscription, getPaymentUrl } from './payment'
import { deletePhoto, getOwnPhotos, setMainPhoto, updatePhoto, uploadPhoto } from './photos'
import { modifyAgeSexeVille, modifyDescription, modifyInformations, modifyInterests } from './profile-edit'
import { getCaptcha, reportMember } from './report'
import { getOnlineMembers, getTopMembers, searchCities, searchMeetings, searchMembers } from './search'
import { getFaq, sendContactForm } from './support'

const server = startApiServer()

const rows: Record<string, EndpointRow> = {
  report: {
    call: (c) => reportMember({ id: '9', raison: 'offensive', code: 'X7K2' }, c),
    method: 'POST',
    path: '/index_api/user/is_suspect',
    form: [
      ['id', '9'],
      ['raison', 'offensive'],
      ['details', ''],
      ['code', 'X7K2'],
    ],
  },
  captcha: { call: (c) => getCaptcha(c), method: 'GET', path: '/index_api/captcha' },
  'modify age_sexe_ville': {
    call: (c) =>
      modifyAgeSexeVille({ year: 1990, month: 4, day: 2, id_ville: '75056', pass1: '', pass2: '' }, c),
    method: 'GET',
    path: '/index_api/user/modify/age_sexe_ville',
    query: [
      ['year', '1990'],
      ['month', '4'],
      ['day', '2'],
      ['id_ville', '75056'],
      ['pass1', ''],
      ['pass2', ''],
    ],
  },
  'modify interests': {
    call: (c) => modifyInterests({ inter: [3, '8'] }, c),
    method: 'GET',
    path: '/index_api/user/modify/interests',
    query: [
      ['inter[]', '3'],
      ['inter[]', '8'],
    ],
  },
  'modify description': {
    call: (c) => modifyDescription({ description: 'Bonjour à tous' }, c),
    method: 'GET',
    path: '/index_api/user/modify/description',
    query: [['description', 'Bonjour à tous']],
  },
  'modify informations': {
    call: (c) =>
      modifyInformations(
        {
          taille: 180,
          poids: 75,
          yeux: 2,
          cheveux: 1,
          situation: 1,
          silhouette: 2,
          personnalite: 3,
          sexe2: 1,
          nom_complet: 'Hugo',
          child: 0,
          etudes: 4,
          travail: 12,
          opts_body: [1, 5],
        },
        c,
      ),
    method: 'GET',
    path: '/index_api/user/modify/informations',
    query: [
      ['taille', '180'],
      ['poids', '75'],
      ['yeux', '2'],
      ['cheveux', '1'],
      ['situation', '1'],
      ['silhouette', '2'],
      ['personnalite', '3'],
      ['sexe2', '1'],
      ['nom_complet', 'Hugo'],
      ['child', '0'],
      ['etudes', '4'],
      ['travail', '12'],
      ['opts_body[]', '1'],
      ['opts_body[]', '5'],
    ],
  },
  unsubscribe: {
    call: (c) => unsubscribe('me@x.fr', c),
    method: 'POST',
    path: '/index_api/p_compte/unsubscribe',
    query: [['desabo_step1', '1']],
    form: [['email', 'me@x.fr']],
  },
  'delete account': {
    call: (c) => deleteAccount('pw', c),
    method: 'POST',
    path: '/index_api/delete',
    query: [['ActionDelete', '1']],
    form: [['pass', 'pw']],
  },
  search: {
    call: (c) =>
      searchMembers({ page: 1, age: { from: 25, to: 35 }, city: '75056', distance: 25 }, 'search', c),
    method: 'GET',
    path: '/index_api/search',
    query: [
      ['pas', '12'],
      ['page', '1'],
      ['searchAction', 'search'],
      ['id_ville', '75056'],
      ['dist', '25'],
      ['age_from', '25'],
      ['age_to', '35'],
    ],
  },
  'meeting search': {
    call: (c) => searchMeetings({ page: 2 }, c),
    method: 'GET',
    path: '/index_api/meeting_res',
    query: [
      ['pas', '12'],
      ['page', '2'],
      ['searchAction', 'search'],
    ],
  },
  'top members': {
    call: (c) => getTopMembers({}, c),
    method: 'GET',
    path: '/index_api/topmembers',
    query: [
      ['pas', '12'],
      ['page', '1'],
      ['searchAction', 'search'],
    ],
  },
  'online members': {
    call: (c) => getOnlineMembers(24, c),
    method: 'GET',
    path: '/index_api/search',
    query: [
      ['pas', '24'],
      ['page', '1'],
      ['is_online', '1'],
      ['searchAction', 'search'],
    ],
  },
  cities: {
    call: (c) => searchCities(' Lyo ', c),
    method: 'GET',
    path: '/ajax_api/getRegionsAutocomp',
    query: [['q', 'Lyo']],
  },
  'payment address': {
    call: (c) => getPaymentUrl(c),
    method: 'GET',
    path: '/index_api/abo_pay2secure',
    query: [['version', '3']],
    answer: { result: { URL: 'https://pay.example/1' } },
  },
  'payment confirmation': {
    call: (c) => confirmSubscription('A-55', c),
    method: 'GET',
    path: '/index_api/abo_confirm',
    query: [['abo_id', 'A-55']],
  },
  ads: { call: (c) => getAds(c), method: 'GET', path: '/index_api/get_pubs_infos' },
  'own photos': { call: (c) => getOwnPhotos(c), method: 'GET', path: '/index_api/user_edit_photos' },
  'delete photo': {
    call: (c) => deletePhoto('3', c),
    method: 'POST',
    path: '/index_api/user_edit_photos/del',
    form: [['photo_num', '3']],
  },
  'update photo (crop)': {
    call: (c) =>
      updatePhoto({ photoNum: '3', isPrivate: true, crop: { x: 10.4, y: 20, width: 300, height: 300 } }, c),
    method: 'POST',
    path: '/index_api/user_edit_photos/modify',
    form: [
      ['photo_num', '3'],
      ['is_private', '1'],
      ['x', '10'],
      ['y', '20'],
      ['w', '300'],
      ['h', '300'],
    ],
  },
  'set main photo': {
    call: (c) => setMainPhoto({ photoNum: '3', isPrivate: false }, c),
    method: 'POST',
    path: '/index_api/user_edit_photos/modify',
    form: [
      ['photo_num', '3'],
      ['is_private', '0'],
      ['is_main', '1'],
    ],
  },
  'contact form (ours)': {
    call: (c) => sendContactForm({ email: 'me@x.fr', raison: '2', message: 'Bonjour', pseudo: 'Zoe' }, c),
    method: 'POST',
    path: '/index_api/contact',
    form: [
      ['email', 'me@x.fr'],
      ['raison', '2'],
      ['message', 'Bonjour'],
      ['pseudo', 'Zoe'],
    ],
  },
  'faq (ours)': { call: (c) => getFaq(c), method: 'GET', path: '/index_api/faq' },
}

describe('the spec table: report, profile, account, search, payment, ads and photos', () => {
  checkEndpointRows(server, rows)

  it('uploads the file as multipart with is_private in the query', async () => {
    const seen: SeenRequest[] = []
    server.use(recordingHandler(seen))
    const { client } = testClient({ sessionId: 'sess-9' })

    await uploadPhoto(
      new Blob(['img'], { type: 'image/jpeg' }),
      { isPrivate: true, fileName: 'moi.jpg' },
      client,
    )

    expect(seen[0]).toMatchObject({ method: 'POST', path: '/ajax_api/upload_photo' })
    expect(seen[0]?.query.get('is_private')).toBe('1')
    expect(seen[0]?.contentType).toMatch(/^multipart\/form-data/)
    expect(seen[0]?.bodyText).toMatch(
      /name="file"; filename="moi.jpg"\r\nContent-Type: image\/jpeg\r\n\r\nimg\r\n/,
    )
  })
})
