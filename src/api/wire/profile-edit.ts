/**
 * Wire shapes of editing one's own profile (spec section 7): the four `/index_api/user/modify/*`
 * calls, all GETs with their fields in the query.
 */
import type { WireId, WireNumber } from './common'

/**
 * GET /index_api/user/modify/age_sexe_ville. The table lists year, month, day, id_ville, pass1, pass2;
 * `sexe1` and `cherche1` are ours (the call's name says it sets the sex, and the complete-profile
 * dialog asks for gender and looking-for), sent only when given.
 */
export type WireAgeSexeVilleQuery = {
  year: WireNumber
  month: WireNumber
  day: WireNumber
  /** Left out (ours) when the city does not change: the member lookup does not carry its id. */
  id_ville?: WireId
  pass1?: string
  pass2?: string
  sexe1?: WireNumber
  cherche1?: WireNumber
}

/** GET /index_api/user/modify/interests: `inter[]`, one per interest id. */
export type WireInterestsQuery = {
  inter: WireId[]
}

/** GET /index_api/user/modify/description. */
export type WireDescriptionQuery = {
  description: string
}

/** GET /index_api/user/modify/informations: codes from the enumerations of spec section 3. */
export type WireInformationsQuery = {
  taille?: WireNumber
  poids?: WireNumber
  yeux?: WireNumber
  cheveux?: WireNumber
  situation?: WireNumber
  silhouette?: WireNumber
  personnalite?: WireNumber
  sexe2?: WireNumber
  nom_complet?: string
  child?: WireNumber
  etudes?: WireNumber
  travail?: WireNumber
  /** Distinctive signs, one id each. */
  opts_body?: WireId[]
}
