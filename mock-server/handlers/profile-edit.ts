/**
 * Editing one's own profile: the four /index_api/user/modify/* GETs. Values are checked against the
 * enumerations and the spec's limits (adult, height 140-220, weight 35-200), and refused with a French
 * `message` like the real server. A change shows on the wall as "updated profile".
 */
import { db } from '../db/database'
import {
  BODY_OPTIONS,
  BUILD,
  EDUCATION,
  type EnumTable,
  EYES,
  GENDERS,
  HAIR,
  INTERESTS,
  isId,
  JOBS,
  MARITAL,
  ORIENTATIONS,
  PERSONALITY,
} from '../db/enums'
import type { Member } from '../db/members'
import { badRequest, memberRoute, ok, type Params, refused } from '../lib/http'
import { ageFrom, ymd } from '../lib/time'
import { cityById } from '../services/members'
import { addActivity } from '../services/social'

class Refusal extends Error {}

async function save(me: Member, change: (m: Member) => void): Promise<void> {
  await db.members.update((q) => q.where({ id: me.id }), { data: change })
  await addActivity(me.id, 'modif')
}

function edit(
  path: string,
  apply: (params: Params, me: Member) => Promise<Record<string, unknown> | undefined>,
) {
  return memberRoute(
    'get',
    path,
    async ({ params, me }) => {
      try {
        return (await apply(params, me)) ?? ok()
      } catch (error) {
        if (error instanceof Refusal) return refused(error.message)
        throw error
      }
    },
    { mutation: true },
  )
}

/** An optional enumeration value: undefined when absent or empty, a refusal when unknown. */
function enumValue(params: Params, name: string, table: EnumTable, label: string): number | undefined {
  const value = params.int(name)
  if (value === null) return undefined
  if (!isId(table, value)) throw new Refusal(`${label} : valeur inconnue.`)
  return value
}

function boundedValue(
  params: Params,
  name: string,
  min: number,
  max: number,
  message: string,
): number | undefined {
  const value = params.int(name)
  if (value === null) return undefined
  if (value < min || value > max) throw new Refusal(message)
  return value
}

const ageSexeVille = edit('/index_api/user/modify/age_sexe_ville', async (params, me) => {
  const year = params.int('year')
  const month = params.int('month')
  const day = params.int('day')
  if (year === null || month === null || day === null) return refused('La date de naissance est requise')
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return refused("La date de naissance n'est pas valide.")
  }
  const birthdate = ymd(date.getTime())
  const age = ageFrom(birthdate)
  if (age < 18) return refused('Vous devez avoir au moins 18 ans pour vous inscrire.')
  if (age > 99) return refused("La date de naissance n'est pas valide.")
  // Ours: no `id_ville` keeps the member's city (the profile editor changes the birth date or the
  // password without the city's id, which the member lookup does not carry).
  const cityId = params.has('id_ville') ? params.int('id_ville') : me.city_id || null
  if (cityId === null || cityId === 0) return refused('La ville est requise')
  const city = cityById(cityId)
  if (!city) return refused('Ville inconnue.')
  const sexe1 = enumValue(params, 'sexe1', GENDERS, 'Genre')
  const cherche1 = enumValue(params, 'cherche1', GENDERS, 'Recherche')
  const pass1 = params.get('pass1') ?? ''
  const pass2 = params.get('pass2') ?? ''
  if (pass1 !== '' || pass2 !== '') {
    if (pass1 !== pass2) return refused('Les mots de passe ne correspondent pas.')
    if (pass1.length < 6) return refused('Le mot de passe doit contenir au moins 6 caractères.')
  }
  await save(me, (m) => {
    m.birthdate = birthdate
    m.city_id = city.id
    if (sexe1 !== undefined) m.sexe1 = sexe1
    if (cherche1 !== undefined) m.cherche1 = cherche1
    if (pass1 !== '') m.password = pass1
  })
  return undefined
})

const interests = edit('/index_api/user/modify/interests', async (params, me) => {
  const ids = params.list('inter').map((v) => {
    if (!/^\d+$/.test(v)) throw badRequest('Paramètre inter invalide')
    return Number(v)
  })
  const unknown = ids.find((id) => !isId(INTERESTS, id))
  if (unknown !== undefined) return refused(`Centre d'intérêt inconnu : ${unknown}.`)
  await save(me, (m) => {
    m.interests = [...new Set(ids)]
  })
  return undefined
})

const description = edit('/index_api/user/modify/description', async (params, me) => {
  const text = params.get('description')
  if (text === null) throw badRequest('Paramètre description manquant')
  if (text.length > 2000) return refused('La description est trop longue (2000 caractères maximum).')
  await save(me, (m) => {
    m.description = text
  })
  return undefined
})

const informations = edit('/index_api/user/modify/informations', async (params, me) => {
  const taille = boundedValue(params, 'taille', 140, 220, 'La taille doit être comprise entre 140 et 220 cm.')
  const poids = boundedValue(params, 'poids', 35, 200, 'Le poids doit être compris entre 35 et 200 kg.')
  const child = boundedValue(params, 'child', 0, 20, "Le nombre d'enfants n'est pas valide.")
  const changes = {
    yeux: enumValue(params, 'yeux', EYES, 'Yeux'),
    cheveux: enumValue(params, 'cheveux', HAIR, 'Cheveux'),
    situation: enumValue(params, 'situation', MARITAL, 'Situation'),
    silhouette: enumValue(params, 'silhouette', BUILD, 'Silhouette'),
    personnalite: enumValue(params, 'personnalite', PERSONALITY, 'Personnalité'),
    sexe2: enumValue(params, 'sexe2', ORIENTATIONS, 'Orientation'),
    etudes: enumValue(params, 'etudes', EDUCATION, 'Études'),
    travail: enumValue(params, 'travail', JOBS, 'Profession'),
  }
  const opts = params.list('opts_body').map(Number)
  if (opts.some((id) => !isId(BODY_OPTIONS, id))) return refused('Signe distinctif inconnu.')
  const fullName = params.get('nom_complet')
  if (fullName !== null && fullName.length > 100) return refused('Le nom est trop long.')
  await save(me, (m) => {
    if (taille !== undefined) m.taille = taille
    if (poids !== undefined) m.poids = poids
    if (child !== undefined) m.nb_enfants = child
    for (const [key, value] of Object.entries(changes)) {
      if (value !== undefined) (m as unknown as Record<string, number>)[key] = value
    }
    if (params.has('opts_body') || params.has('opts_body[]')) m.body_options = [...new Set(opts)]
    if (fullName !== null) m.nom_complet = fullName
  })
  return undefined
})

export const profileEditHandlers = [ageSexeVille, interests, description, informations]
