/**
 * Editing one's own profile (spec section 7): the four `/index_api/user/modify/*` calls, GETs with
 * their fields in the query, taken under the server's own names (`wire/profile-edit.ts`). Each
 * invalidates the member's own lookup, so the next read shows the change.
 */
import { cacheTags } from './cache-tags'
import { type ApiClient, defaultApiClient, readLenient } from './client'
import type { Endpoint } from './errors'
import type { FormFields } from './form'
import { assertAccepted } from './normalize/command'
import type {
  WireAgeSexeVilleQuery,
  WireDescriptionQuery,
  WireInformationsQuery,
  WireInterestsQuery,
} from './wire/profile-edit'

async function modify(part: string, query: FormFields, client: ApiClient): Promise<void> {
  const path = `/index_api/user/modify/${part}` as const
  const answer = await readLenient(client, { method: 'GET', path, query })
  client.cache.invalidate([cacheTags.currentUser, cacheTags.profiles])
  assertAccepted(`GET ${path}` as Endpoint, answer)
}

/**
 * GET /index_api/user/modify/age_sexe_ville (year, month, day, id_ville, pass1, pass2; `sexe1` and
 * `cherche1` are ours, sent only when given: the complete-profile dialog sets them here too).
 */
export function modifyAgeSexeVille(
  query: WireAgeSexeVilleQuery,
  client: ApiClient = defaultApiClient,
): Promise<void> {
  return modify('age_sexe_ville', { ...query }, client)
}

/** GET /index_api/user/modify/interests (`inter[]`, one per interest id). */
export function modifyInterests(
  query: WireInterestsQuery,
  client: ApiClient = defaultApiClient,
): Promise<void> {
  return modify('interests', { inter: query.inter }, client)
}

/** GET /index_api/user/modify/description. */
export function modifyDescription(
  query: WireDescriptionQuery,
  client: ApiClient = defaultApiClient,
): Promise<void> {
  return modify('description', { description: query.description }, client)
}

/**
 * GET /index_api/user/modify/informations (taille, poids, yeux, cheveux, situation, silhouette,
 * personnalite, sexe2, nom_complet, child, etudes, travail, `opts_body[]`).
 */
export function modifyInformations(
  query: WireInformationsQuery,
  client: ApiClient = defaultApiClient,
): Promise<void> {
  return modify('informations', { ...query }, client)
}
