/**
 * The member's own photos: upload (multipart, any file field, JPEG / PNG / GIF / WebP recognised by
 * their bytes, 8 MB at most, stored in three sizes), the list, delete, and modify (private flag, main
 * photo, crop). There is always one main photo while a public one exists: the first upload becomes
 * it, and deleting or hiding it promotes the next public photo. Also serves the photo bytes.
 */
import { HttpResponse, http } from 'msw'
import type { WirePhoto } from '../../src/api/wire/photo'
import { db, nextId } from '../db/database'
import type { Member } from '../db/members'
import type { Crop, Photo } from '../db/photos'
import { badRequest, memberRoute, ok, refused, textResponse } from '../lib/http'
import { token } from '../lib/ids'
import { isPortraitFileName, PHOTO_SIZES, type PhotoSize, PORTRAIT_SIZES } from '../lib/portraits'
import { flag, viewerOf, wirePhoto } from '../lib/serialize'
import { nowIso } from '../lib/time'
import { deleteUpload, getUpload, putUpload } from '../lib/uploads'
import { runtime } from '../runtime'
import { photosOf } from '../services/members'
import { addActivity } from '../services/social'

export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024
export const MAX_PHOTOS = 20

export function sniffImageType(bytes: Uint8Array): string | null {
  const b = bytes
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg'
  if (b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return 'image/png'
  if (b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46) return 'image/gif'
  if (
    b[0] === 0x52 &&
    b[1] === 0x49 &&
    b[2] === 0x46 &&
    b[3] === 0x46 &&
    b[8] === 0x57 &&
    b[9] === 0x45 &&
    b[10] === 0x42 &&
    b[11] === 0x50
  ) {
    return 'image/webp'
  }
  return null
}

/** Own photos carry their crop too (ours: the spec's crop result, x y width height). */
function ownPhoto(photo: Photo, me: Member, apiBase: string): WirePhoto & { crop: Crop | null } {
  return { ...wirePhoto(photo, viewerOf(me, apiBase), 'normal'), crop: photo.crop }
}

/** Makes sure one public photo is main when any exists, and no private one is. */
async function settleMain(memberId: number, preferId?: number): Promise<void> {
  const list = photosOf(memberId)
  const publics = list.filter((p) => !p.is_private)
  const wanted = publics.find((p) => p.id === preferId) ?? publics.find((p) => p.is_main) ?? publics[0]
  for (const p of list) {
    const main = p.id === wanted?.id
    if (p.is_main !== main) {
      await db.photos.update((q) => q.where({ id: p.id }), {
        data(row) {
          row.is_main = main
        },
      })
    }
  }
}

const upload = memberRoute(
  'post',
  '/ajax_api/upload_photo',
  async ({ params, me, apiBase }) => {
    const file = params.file('file')
    if (!file) return refused('Aucun fichier reçu.')
    if (file.size === 0) return refused('Le fichier est vide.')
    if (file.size > MAX_UPLOAD_BYTES) return refused('Fichier trop volumineux (8 Mo maximum).')
    const bytes = new Uint8Array(await file.arrayBuffer())
    const type = sniffImageType(bytes)
    if (!type) return refused('Format de fichier non pris en charge (JPEG, PNG, GIF ou WebP).')
    const existing = photosOf(me.id)
    if (existing.length >= MAX_PHOTOS)
      return refused(`Vous avez atteint le nombre maximum de photos (${MAX_PHOTOS}).`)
    const key = token(10)
    const sizes = {} as Record<PhotoSize, Uint8Array>
    for (const size of PHOTO_SIZES) sizes[size] = await runtime.resizeImage(bytes, type, PORTRAIT_SIZES[size])
    // Resizing may change the format (the browser's canvas writes JPEG): keep what the bytes say.
    putUpload(key, { type: sniffImageType(sizes.normal) ?? type, sizes })
    const isPrivate = params.flag('is_private')
    const photo = await db.photos.create({
      id: nextId('photos'),
      member_id: me.id,
      num: existing.reduce((max, p) => Math.max(max, p.num), 0) + 1,
      source: { kind: 'upload', key },
      is_private: isPrivate,
      is_main: false,
      crop: null,
      created_at: nowIso(),
      score_sum: 0,
      votes: 0,
    })
    await settleMain(me.id)
    if (!isPrivate) await addActivity(me.id, 'add_tof')
    const stored = db.photos.findFirst((q) => q.where({ id: photo.id }))!
    return ok({ photo: ownPhoto(stored, me, apiBase) })
  },
  { mutation: true },
)

const list = memberRoute('get', '/index_api/user_edit_photos', ({ me, apiBase }) => ({
  photos: photosOf(me.id).map((p) => ownPhoto(p, me, apiBase)),
}))

function ownPhotoByNum(me: Member, raw: number | null): Photo | undefined {
  if (raw === null) return undefined
  return db.photos.findFirst((q) => q.where({ member_id: me.id, num: raw }))
}

const remove = memberRoute(
  'post',
  '/index_api/user_edit_photos/del',
  async ({ params, me }) => {
    const photo = ownPhotoByNum(me, params.int('photo_num'))
    if (!photo) return refused('Photo introuvable.')
    db.photos.delete((q) => q.where({ id: photo.id }))
    if (photo.source.kind === 'upload') deleteUpload(photo.source.key)
    db.votes.deleteMany((q) => q.where({ target_id: me.id, photo_num: photo.num }))
    await settleMain(me.id)
    return ok()
  },
  { mutation: true },
)

const modify = memberRoute(
  'post',
  '/index_api/user_edit_photos/modify',
  async ({ params, me }) => {
    const photo = ownPhotoByNum(me, params.int('photo_num'))
    if (!photo) return refused('Photo introuvable.')
    const isPrivate = params.has('is_private') ? params.flag('is_private') : photo.is_private
    const makeMain = params.flag('is_main')
    if (makeMain && isPrivate) return refused('Une photo privée ne peut pas être la photo principale.')
    const coords = ['x', 'y', 'w', 'h'].map((k) => params.num(k))
    let crop: Crop | null = photo.crop
    if (coords.some((c) => c !== null)) {
      if (coords.some((c) => c === null))
        throw badRequest('Recadrage incomplet : x, y, w et h sont requis ensemble')
      const [x, y, w, h] = coords as number[]
      if (x! < 0 || y! < 0 || w! <= 0 || h! <= 0) return refused('Recadrage invalide.')
      crop = { x: x!, y: y!, width: w!, height: h! }
    }
    await db.photos.update((q) => q.where({ id: photo.id }), {
      data(p) {
        p.is_private = isPrivate
        p.crop = crop
      },
    })
    await settleMain(me.id, makeMain ? photo.id : undefined)
    return ok({ is_private: flag(isPrivate) })
  },
  { mutation: true },
)

/** The shipped portraits. No Api-Key: `<img>` tags cannot send one. */
const portraits = http.get('*/__mock/photos/:file', async ({ params }) => {
  const file = String(params.file)
  if (!isPortraitFileName(file)) return textResponse(404, 'Photo introuvable')
  const bytes = await runtime.readAsset(`photos/${file}`)
  if (!bytes) return textResponse(404, 'Photo introuvable')
  return new Response(bytes as BodyInit, {
    headers: { 'Content-Type': 'image/jpeg', 'Cache-Control': 'public, max-age=86400' },
  })
})

const uploads = http.get('*/__mock/uploads/:key/:size', ({ params }) => {
  const upload = getUpload(String(params.key))
  const size = String(params.size) as PhotoSize
  if (!upload || !PHOTO_SIZES.includes(size)) return textResponse(404, 'Photo introuvable')
  return new Response(upload.sizes[size] as BodyInit, { headers: { 'Content-Type': upload.type } })
})

export const photoHandlers = [upload, list, remove, modify, portraits, uploads]

const serverError = () => textResponse(500, 'Erreur interne du serveur')

/** Named scenarios for tests and stories: `server.use(...photoScenarios.x)` overrides the calls until reset. */
export const photoScenarios = {
  uploadFails: [http.post('*/ajax_api/upload_photo', serverError)],
  updateFails: [http.post('*/index_api/user_edit_photos/modify', serverError)],
  deleteFails: [http.post('*/index_api/user_edit_photos/del', serverError)],
  listEmpty: [http.get('*/index_api/user_edit_photos', () => HttpResponse.json({ photos: [] }))],
}
