/**
 * Wire photos to client photos (spec section 3): the big size from `normal`, `real_size` or `url_big`,
 * private when `is_private` is set, else the given visibility, else public. Never throws.
 */
import type { Photo, PhotoCrop, PhotoVisibility } from '../models/photo'
import { firstPresent, flag, isRecord, list, number, optionalNumber, record, text } from './read'

const VISIBILITIES: readonly PhotoVisibility[] = ['public', 'private', 'blur', 'blur_private', 'locked']

/** A known visibility word, or null. */
export function readVisibility(value: unknown): PhotoVisibility | null {
  const word = text(value).toLowerCase()
  return (VISIBILITIES as readonly string[]).includes(word) ? (word as PhotoVisibility) : null
}

/**
 * The visibility a card's `photo_x` forces on all its photos, or null when unset. A visibility word
 * is taken as is; a bare set flag ('1', 1, true) is read as 'blur', our reading of "x": the photos a
 * free member may only see blurred. Anything else is ignored rather than guessed.
 */
export function readPhotoOverride(photoX: unknown): PhotoVisibility | null {
  return readVisibility(photoX) ?? (flag(photoX) ? 'blur' : null)
}

/**
 * One photo. `index` is its place in its list: the fallback id for lists of bare URLs. `override`
 * (from `photo_x`) beats every other visibility rule.
 */
export function normalizePhoto(raw: unknown, index = 0, override: PhotoVisibility | null = null): Photo {
  if (typeof raw === 'string' || !isRecord(raw)) {
    const url = text(raw)
    return {
      id: String(index),
      num: String(index),
      normal: url,
      medium: url,
      small: url,
      visibility: override ?? 'public',
      isMain: false,
      votes: 0,
      note: null,
      userRating: null,
    }
  }
  const normal = text(firstPresent(raw, ['normal', 'real_size', 'url_big']))
  const medium = text(raw.medium) || normal
  const small = text(raw.small) || medium
  const id = text(raw.id) || text(raw.num) || String(index)
  const given = readVisibility(raw.visibility)
  // A private photo keeps a private kind of visibility ('locked', 'blur_private'); any other word
  // reads as 'private'. A locked photo stays locked whatever `photo_x` says: an override must never
  // open an album its owner has not shared.
  const visibility = flag(raw.is_private)
    ? given === 'locked' || given === 'blur_private'
      ? given
      : 'private'
    : (given ?? 'public')
  const crop = readCrop(raw.crop)
  return {
    id,
    num: text(raw.num) || id,
    normal,
    medium,
    small,
    visibility: visibility === 'locked' ? 'locked' : (override ?? visibility),
    isMain: flag(raw.is_main),
    votes: number(raw.votes),
    note: optionalNumber(raw.note),
    userRating: optionalNumber(raw.user_rating),
    ...(crop ? { crop } : {}),
  }
}

/** A crop with a place at or after the corner and a size above zero, else null (none or nonsense). */
export function readCrop(raw: unknown): PhotoCrop | null {
  if (!isRecord(raw)) return null
  const fields = record(raw)
  const [x, y, width, height] = [fields.x, fields.y, fields.width, fields.height].map(optionalNumber)
  if (x == null || y == null || width == null || height == null) return null
  return x >= 0 && y >= 0 && width > 0 && height > 0 ? { x, y, width, height } : null
}

/** A list of photos; a single URL string reads as a list of one, anything else as none. */
export function normalizePhotoList(raw: unknown, override: PhotoVisibility | null = null): Photo[] {
  const items = typeof raw === 'string' ? [raw] : list(raw)
  return items
    .filter((item) => (typeof item === 'string' ? item.trim() !== '' : isRecord(item)))
    .map((item, index) => normalizePhoto(item, index, override))
}

/** The main photo, else the first, else null. */
export function pickAvatar(photos: readonly Photo[]): Photo | null {
  return photos.find((photo) => photo.isMain) ?? photos[0] ?? null
}
