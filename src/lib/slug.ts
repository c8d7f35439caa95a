/**
 * Profile and chat link slugs (spec section 2): the lowercase nickname, a hyphen, then the user id;
 * the id is the text after the last hyphen. Pure, so routes, notifications and the mock agree.
 */

/** What a nickname with nothing URL-safe left in it becomes, so the slug still reads as a word. */
export const EMPTY_NICKNAME_SLUG = 'membre'

/** Member ids are the API's numeric ids: digits only, so `/app/users/sophie` reads as "no id". */
const VALID_ID = /^[0-9]+$/

/**
 * The nickname part: accents dropped (NFD then combining marks removed, so "Élodie" stays readable
 * as "elodie"), anything outside [a-z0-9] turned into one hyphen, no hyphen at either end.
 */
export function slugifyNickname(nickname: string | null | undefined): string {
  const ascii = String(nickname ?? '')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
  const slug = ascii.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')
  return slug || EMPTY_NICKNAME_SLUG
}

/** `buildUserSlug('Élodie 33', 42)` → `'elodie-33-42'`. */
export function buildUserSlug(nickname: string | null | undefined, id: string | number): string {
  return `${slugifyNickname(nickname)}-${String(id).trim()}`
}

/**
 * The id inside a slug: the text after the last hyphen, or the whole slug when it has none; null
 * when that text is not an id (empty, or holding characters no id has), so routes can show "not found".
 */
export function parseSlugId(slug: string | null | undefined): string | null {
  if (typeof slug !== 'string') return null
  const trimmed = slug.trim()
  const id = trimmed.slice(trimmed.lastIndexOf('-') + 1)
  return VALID_ID.test(id) ? id : null
}
