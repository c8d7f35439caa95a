/**
 * "Mes photos" end to end, each test with a fresh member: upload (the JPEG that reaches the server
 * carries no EXIF and is upright), crop, set main, delete after confirming, every failure message of
 * spec section 8, and axe on the page and its dialogs.
 *
 * The failure tests make the mock fail one call of an endpoint for the test's own member only
 * (`session_id`, `times: 1`), so tests running side by side never meet each other's faults.
 */
import type { APIRequestContext } from '@playwright/test'
import ExifReader from 'exifreader'
import jpeg from 'jpeg-js'
import { buildExifApp1, hasExifSegment, insertSegment } from '../../src/lib/image/exif.test-support'
import { PhotosPage } from './models/photos.model'
import { seedStoredLogin } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { E2E_BUILD_ENV, MOCK_URL } from './support/e2e-env'
import { createMember, type MemberOptions, type TestMember } from './support/members'
import { mockControl } from './support/mock'
import { isSet, ownPhotos } from './support/own-photos'
import { expect, test } from './support/test'

/** A 64x32 JPEG, red left and blue right, tagged with a GPS position and "turned a quarter clockwise". */
function gpsTaggedJpeg(): Buffer {
  const width = 64
  const height = 32
  const data = Buffer.alloc(width * height * 4)
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4
      data[at] = x < width / 2 ? 255 : 0
      data[at + 2] = x < width / 2 ? 0 : 255
      data[at + 3] = 255
    }
  }
  const plain = new Uint8Array(jpeg.encode({ data, width, height }, 92).data)
  const exif = buildExifApp1({ orientation: 6, latitude: 48.8584, longitude: 2.2945 })
  return Buffer.from(insertSegment(plain, exif))
}

const FIXTURE = { name: 'IMG_20250714_tour-eiffel.jpg', mimeType: 'image/jpeg' }

async function openAs(page: import('@playwright/test').Page, member: TestMember): Promise<PhotosPage> {
  await seedStoredLogin(page, member.login)
  const photos = new PhotosPage(page)
  await photos.goto()
  return photos
}

async function freshMember(request: APIRequestContext, options: MemberOptions = {}) {
  return createMember(request, { prefix: 'Photos', ...options })
}

/** Makes the member's next call to `path` fail with HTTP 500; returns a function removing the rule. */
async function failOnce(
  request: APIRequestContext,
  member: TestMember,
  path: string,
): Promise<() => Promise<void>> {
  const { rule } = (await mockControl(request, 'fail', {
    path,
    kind: 'http500',
    times: 1,
    session_id: member.login.session_id,
  })) as {
    rule: { id: number }
  }
  return async () => {
    await mockControl(request, 'fail/remove', { id: rule.id }).catch(() => {})
  }
}

test('shows the grid, the main star, the Privée chip and each menu; axe passes', async ({
  page,
  request,
}) => {
  const member = await freshMember(request, { publicPhotos: 2, privatePhotos: 1 })
  const photos = await openAs(page, member)
  await expect(photos.photos).toHaveCount(3)
  await expect(photos.tile(1).getByText('Photo principale')).toBeAttached()
  await expect(photos.tile(2).getByText('Photo principale')).toHaveCount(0)
  await expect(photos.grid.getByText('Privée', { exact: true })).toHaveCount(1)
  await expect(photos.addTile).toBeVisible()
  expect(await photos.menuItems(1)).toEqual(['Modifier', 'Supprimer'])
  expect(await photos.menuItems(2)).toEqual(['Modifier', 'Photo principale', 'Supprimer'])
  await expectNoSeriousA11yViolations(page)
})

test('uploads a photo: what reaches the server has no EXIF (no GPS) and is upright', async ({
  page,
  request,
}) => {
  const member = await freshMember(request, { publicPhotos: 1 })
  const photos = await openAs(page, member)
  const original = gpsTaggedJpeg()
  // The fixture really carries what must not leave the device.
  expect(
    ExifReader.load(original.buffer.slice(original.byteOffset), { expanded: true }).gps?.Latitude,
  ).toBeCloseTo(48.8584, 3)

  await photos.addTile.click()
  await expect(photos.uploadDialog).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await photos.uploadDialog.getByLabel('Choisir une photo').setInputFiles({ ...FIXTURE, buffer: original })
  await expect(photos.uploadDialog.getByRole('img', { name: 'Aperçu de la photo à envoyer' })).toBeVisible()
  await photos.toggle(photos.uploadDialog, 'Photo privée')
  await photos.uploadDialog.getByRole('button', { name: 'Envoyer' }).click()
  await expect(photos.uploadDialog).toBeHidden()
  // The list was read anew: the new photo is there, private.
  await expect(photos.photos).toHaveCount(2)
  await expect(photos.tile(2).getByText('Privée', { exact: true })).toBeVisible()

  const stored = (await ownPhotos(request, member)).at(-1)!
  expect(isSet(stored.is_private)).toBe(true)
  const bytes = new Uint8Array(await (await request.get(stored.normal)).body())
  expect(hasExifSegment(bytes)).toBe(false)
  const tags = ExifReader.load(bytes.buffer as ArrayBuffer, { expanded: true })
  expect(tags.gps).toBeUndefined()
  expect(tags.exif?.Orientation).toBeUndefined()
  // Upright: the 64x32 picture turned a quarter clockwise is 32 wide and 64 tall, red on top.
  const decoded = jpeg.decode(bytes)
  expect([decoded.width, decoded.height]).toEqual([32, 64])
  expect(decoded.data[(4 * 32 + 16) * 4]).toBeGreaterThan(200)
  expect(decoded.data[(4 * 32 + 16) * 4 + 2]).toBeLessThan(80)

  // The check can fail: the same file sent as-is (not through the app) keeps its GPS on the server.
  const raw = await request.post(`${MOCK_URL}/ajax_api/upload_photo`, {
    params: { is_private: 0, session_id: member.login.session_id },
    headers: { 'Api-Key': E2E_BUILD_ENV.VITE_API_KEY },
    multipart: { file: { ...FIXTURE, buffer: original } },
  })
  expect(raw.ok()).toBe(true)
  const rawStored = (await ownPhotos(request, member)).at(-1)!
  const rawBytes = new Uint8Array(await (await request.get(rawStored.normal)).body())
  expect(hasExifSegment(rawBytes)).toBe(true)
})

test('refuses a file that is not a photo, whatever its name', async ({ page, request }) => {
  const member = await freshMember(request)
  const photos = await openAs(page, member)
  await photos.addTile.click()
  await photos.uploadDialog
    .getByLabel('Choisir une photo')
    .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('MZ\x90\x00 a program') })
  await expect(photos.uploadDialog.getByRole('alert')).toHaveText(
    "Ce fichier n'est pas une photo (JPEG, PNG, GIF ou WebP).",
  )
  await expect(photos.uploadDialog.getByRole('button', { name: 'Envoyer' })).toBeDisabled()
})

test('crops a photo square, with the zoom, and the server keeps the crop', async ({ page, request }) => {
  const member = await freshMember(request, { publicPhotos: 1 })
  // cropperjs styles its elements from script: none of it may break the page's strict CSP.
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __csp: string[] }).__csp = seen
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    )
  })
  const photos = await openAs(page, member)
  await photos.choose(1, 'Modifier')
  await expect(photos.editorDialog).toBeVisible()
  await expect(page).toHaveURL(/modal=editPhoto/)
  const confirm = photos.editorDialog.getByRole('button', { name: 'Valider' })
  await expect(confirm).toBeEnabled()
  await expectNoSeriousA11yViolations(page)
  const zoom = photos.editorDialog.getByRole('slider', { name: 'Zoom' })
  await zoom.focus()
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight')
  await expect(zoom).toHaveAttribute('aria-valuenow', '1.5')
  await page.keyboard.press('End')
  await expect(zoom).toHaveAttribute('aria-valuenow', '3')
  await page.keyboard.press('ArrowRight')
  await expect(zoom).toHaveAttribute('aria-valuenow', '3')
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([])
  await confirm.click()
  await expect(photos.editorDialog).toBeHidden()
  await expect(page).not.toHaveURL(/modal=/)

  const [photo] = await ownPhotos(request, member)
  expect(photo?.crop).not.toBeNull()
  expect(photo?.crop?.width).toBe(photo?.crop?.height)
  expect(photo!.crop!.width).toBeGreaterThan(0)
})

test('cancelling the editor saves nothing', async ({ page, request }) => {
  const member = await freshMember(request, { publicPhotos: 1 })
  const photos = await openAs(page, member)
  await photos.choose(1, 'Modifier')
  await expect(photos.editorDialog.getByRole('button', { name: 'Valider' })).toBeEnabled()
  await photos.toggle(photos.editorDialog, 'Photo privée')
  await photos.editorDialog.getByRole('button', { name: 'Annuler' }).click()
  await expect(photos.editorDialog).toBeHidden()
  const [photo] = await ownPhotos(request, member)
  expect(photo?.crop).toBeNull()
  expect(isSet(photo?.is_private)).toBe(false)
})

test('makes another photo the main one', async ({ page, request }) => {
  const member = await freshMember(request, { publicPhotos: 2 })
  const photos = await openAs(page, member)
  await photos.choose(2, 'Photo principale')
  await expect(photos.tile(2).getByText('Photo principale')).toBeAttached()
  await expect(photos.tile(1).getByText('Photo principale')).toHaveCount(0)
  const stored = await ownPhotos(request, member)
  expect(stored.map((p) => isSet(p.is_main))).toEqual([false, true])
})

test("deletes a photo only after 'Êtes-vous sûr de vouloir supprimer cette photo ?'", async ({
  page,
  request,
}) => {
  const member = await freshMember(request, { publicPhotos: 2 })
  const photos = await openAs(page, member)
  await photos.choose(2, 'Supprimer')
  await expect(photos.deleteDialog).toBeVisible()
  await expect(photos.deleteDialog).toContainText('Êtes-vous sûr de vouloir supprimer cette photo ?')
  await expectNoSeriousA11yViolations(page)
  await photos.deleteDialog.getByRole('button', { name: 'Annuler' }).click()
  await expect(photos.deleteDialog).toBeHidden()
  await expect(photos.photos).toHaveCount(2)

  await photos.choose(2, 'Supprimer')
  await photos.deleteDialog.getByRole('button', { name: 'Supprimer' }).click()
  await expect(photos.deleteDialog).toBeHidden()
  await expect(photos.photos).toHaveCount(1)
  expect(await ownPhotos(request, member)).toHaveLength(1)
})

test.describe('failure messages of spec section 8', () => {
  test("upload: 'Erreur lors de l'upload de la photo', and sending again works", async ({
    page,
    request,
  }) => {
    const member = await freshMember(request, { publicPhotos: 1 })
    const photos = await openAs(page, member)
    const remove = await failOnce(request, member, '/ajax_api/upload_photo')
    try {
      await photos.upload({ ...FIXTURE, buffer: gpsTaggedJpeg() })
      await expect(photos.uploadDialog.getByRole('alert')).toContainText(
        "Erreur lors de l'upload de la photo",
      )
      await photos.uploadDialog.getByRole('button', { name: 'Envoyer' }).click()
      await expect(photos.uploadDialog).toBeHidden()
      await expect(photos.photos).toHaveCount(2)
    } finally {
      await remove()
    }
  })

  test("edit: 'Erreur lors de la modification de la photo'", async ({ page, request }) => {
    const member = await freshMember(request, { publicPhotos: 1 })
    const photos = await openAs(page, member)
    await photos.choose(1, 'Modifier')
    const confirm = photos.editorDialog.getByRole('button', { name: 'Valider' })
    await expect(confirm).toBeEnabled()
    const remove = await failOnce(request, member, '/index_api/user_edit_photos/modify')
    try {
      await confirm.click()
      await expect(photos.editorDialog.getByRole('alert')).toContainText(
        'Erreur lors de la modification de la photo',
      )
      await expect(photos.editorDialog).toBeVisible()
    } finally {
      await remove()
    }
  })

  test("set main: 'Erreur lors de la définition de la photo principale'", async ({ page, request }) => {
    const member = await freshMember(request, { publicPhotos: 2 })
    const photos = await openAs(page, member)
    const remove = await failOnce(request, member, '/index_api/user_edit_photos/modify')
    try {
      await photos.choose(2, 'Photo principale')
      await expect(photos.alert).toContainText('Erreur lors de la définition de la photo principale')
      await expect(photos.tile(1).getByText('Photo principale')).toBeAttached()
    } finally {
      await remove()
    }
  })

  test("delete: 'Erreur lors de la suppression de la photo'", async ({ page, request }) => {
    const member = await freshMember(request, { publicPhotos: 2 })
    const photos = await openAs(page, member)
    const remove = await failOnce(request, member, '/index_api/user_edit_photos/del')
    try {
      await photos.choose(2, 'Supprimer')
      await photos.deleteDialog.getByRole('button', { name: 'Supprimer' }).click()
      await expect(photos.alert).toContainText('Erreur lors de la suppression de la photo')
      await expect(photos.photos).toHaveCount(2)
    } finally {
      await remove()
    }
  })
})
