/**
 * Crops show (issue 18, point 4): a photo's saved crop, as the server holds it, is applied where the
 * photo is shown small: the owner's "Mes photos", the profile's photo grid and the gallery's
 * thumbnails, the cards of a list (albums) and the online carousel. The big photo of the gallery stays whole.
 * The lists drawn from load_contacts too: the favorites page and the chat's three tabs.
 */
import type { Locator } from '@playwright/test'
import { memberCall } from './models/discovery.model'
import { seedStoredLogin } from './support/auth'
import { createMember } from './support/members'
import { expect, test } from './support/test'

/** The crop saved below: a 300 px square at (150, 60) of a 600 px wide portrait. */
const CROP = { x: 150, y: 60, w: 300, h: 300 }

async function expectCropped(image: Locator) {
  await expect(image).toHaveAttribute('data-cropped', '')
  await expect(image).toHaveAttribute('src', /normal/)
  // The whole picture is twice the frame, moved half a frame left: the square fills the frame.
  await expect(image).toHaveCSS('position', 'absolute')
  const [frame, picture] = await image.evaluate((img) => {
    const outer = (img.parentElement as HTMLElement).getBoundingClientRect()
    const inner = img.getBoundingClientRect()
    return [
      { left: outer.left, width: outer.width },
      { left: inner.left, width: inner.width },
    ]
  })
  expect(picture.width / frame.width).toBeCloseTo(2, 1)
  expect((frame.left - picture.left) / frame.width).toBeCloseTo(0.5, 1)
}

test('a saved crop shows on My photos, the profile, the gallery thumbnails and the cards', async ({
  page,
  request,
}) => {
  const owner = await createMember(request, { sex: 2, lookingFor: 1, publicPhotos: 2, prefix: 'Cadree' })
  await memberCall(request, owner.login, 'POST', '/index_api/user_edit_photos/modify', {
    photo_num: 1,
    is_private: 0,
    ...CROP,
  })

  await seedStoredLogin(page, owner.login)
  await page.goto('/app/account/photos')
  await expectCropped(page.getByRole('img', { name: 'Ma photo n° 1' }))
  await expect(page.getByRole('img', { name: 'Ma photo n° 2' })).not.toHaveAttribute('data-cropped')

  const viewer = await createMember(request, { sex: 1, lookingFor: 2, premium: true, prefix: 'Regard' })
  await memberCall(request, viewer.login, 'POST', '/ajax_api/setFriend', {
    action: 'add',
    target_id: owner.id,
  })
  const viewerPage = await page
    .context()
    .browser()!
    .newPage({ locale: 'fr-FR', baseURL: new URL(page.url()).origin })
  await seedStoredLogin(viewerPage, viewer.login)
  // The albums list the newest members first: the owner's card is on the first page.
  await viewerPage.goto('/app/albums')
  await expectCropped(
    viewerPage.getByRole('button', { name: `Voir l'album de ${owner.nickname}` }).locator('img'),
  )
  // The online carousel (on home since issue 14): the owner has just been seen, so she is among the
  // 24 newest online.
  await viewerPage.goto('/app')
  await expectCropped(
    viewerPage.getByRole('link', { name: new RegExp(`^${owner.nickname} `) }).locator('img'),
  )

  await viewerPage.goto(`/app/users/${owner.nickname.toLowerCase()}-${owner.id}`)
  const open = viewerPage.getByRole('button', { name: `Voir la photo 1 de ${owner.nickname}` })
  await expectCropped(open.locator('img'))
  await open.click()
  const gallery = viewerPage.getByRole('dialog', { name: /^Photos de / })
  await expectCropped(gallery.getByRole('button', { name: 'Photo 1 sur 2' }).locator('img'))
  await expect(gallery.getByRole('button', { name: 'Photo 2 sur 2' }).locator('img')).not.toHaveAttribute(
    'data-cropped',
  )
  await viewerPage.close()
})

test('a saved crop shows on the favorites page and in the chat lists (conversations, friends, blacklist)', async ({
  page,
  request,
}) => {
  const owner = await createMember(request, { sex: 2, lookingFor: 1, publicPhotos: 1, prefix: 'Contact' })
  await memberCall(request, owner.login, 'POST', '/index_api/user_edit_photos/modify', {
    photo_num: 1,
    is_private: 0,
    ...CROP,
  })
  const uncropped = await createMember(request, { sex: 2, lookingFor: 1, prefix: 'Entiere' })
  const viewer = await createMember(request, { sex: 1, lookingFor: 2, premium: true, prefix: 'Ami' })
  for (const friend of [owner, uncropped])
    await memberCall(request, viewer.login, 'POST', '/ajax_api/setFriend', {
      action: 'add',
      target_id: friend.id,
    })
  await memberCall(request, viewer.login, 'GET', '/ajax_api/send_message', {
    dest: owner.id,
    msg: 'Bonjour !',
  })

  await seedStoredLogin(page, viewer.login)
  await page.goto('/app/account/favorites')
  const card = (member: { nickname: string }) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: member.nickname }) })
  await expectCropped(card(owner).locator('img'))
  // A photo without a crop stays whole, drawn from its own size.
  await expect(card(uncropped).locator('img')).toBeVisible()
  await expect(card(uncropped).locator('img')).not.toHaveAttribute('data-cropped')

  await page.goto('/app/chat')
  const avatar = (member: { nickname: string }) =>
    page.getByRole('img', { name: member.nickname, exact: true })
  await expectCropped(avatar(owner))
  await page.getByRole('tab', { name: 'Amis' }).click()
  await expectCropped(avatar(owner))
  await expect(avatar(uncropped)).toBeVisible()
  await expect(avatar(uncropped)).not.toHaveAttribute('data-cropped')

  await memberCall(request, viewer.login, 'GET', '/ajax_api/setIgnore', {
    action: 'add',
    target_id: owner.id,
  })
  await page.reload()
  await page.getByRole('tab', { name: 'Liste noire' }).click()
  await expectCropped(avatar(owner))
})
