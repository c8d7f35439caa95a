/**
 * Seeds the site content: cities, ad slots (one or two per placement group, self-contained HTML with
 * no outside resource, since the app renders them in sandboxed iframes) and the FAQ in French.
 */
import type { WireAdGroupKey } from '../../src/api/wire/ads'
import type { AdSlot, City, FaqEntry } from '../db/content'
import { CITIES, zoneName } from './cities'

export function buildCities(): City[] {
  return CITIES.map((c) => ({
    id: c.id,
    name: c.name,
    dept: c.dept,
    zone_name: zoneName(c),
    lat: c.lat,
    lon: c.lon,
  }))
}

/**
 * Placement groups of section 3, as keys of the get_pubs_infos answer: the client's spelling
 * (src/api/wire/ads.ts), checked by the type so the two cannot drift apart.
 */
export const AD_GROUPS = {
  ad_center: 'Centre',
  ad_chatRight: 'Chat (droite)',
  ad_linkLanding: "Lien page d'accueil",
  ad_account: 'Page compte',
  ad_delete: 'Page suppression',
  ad_unsubscribe: 'Page désabonnement',
  ad_mailing: 'Page mailing',
  ad_promotion: 'Page promotion',
  ad_promotion2: 'Page promotion 2',
  ad_profile: 'Profil',
  ad_afterSearch: 'Après la recherche',
  ad_headerMenu: 'Menu du haut',
  ad_profileContact: 'Contact du profil',
} as const satisfies Record<WireAdGroupKey, string>

const banner = (title: string, text: string, colour: string) =>
  `<div style="font-family:Montserrat,Arial,sans-serif;padding:12px 16px;border-radius:12px;background:${colour};color:#fff;text-align:center">` +
  `<strong style="display:block;font-size:16px">${title}</strong><span style="font-size:13px">${text}</span></div>`

export function buildAdSlots(): AdSlot[] {
  const rows: AdSlot[] = []
  let id = 1
  // Dark enough for white text at AA (4.5:1): the ads pass the same accessibility checks as our pages.
  const palette = ['#0B6FD1', '#7E22CE', '#BE123C', '#047857', '#B45309']
  for (const [group, label] of Object.entries(AD_GROUPS)) {
    const colour = palette[id % palette.length]!
    // Only subscribers can open the unsubscribe dialog: its slot is theirs, and says something else.
    const forSubscribers = group === ('ad_unsubscribe' satisfies WireAdGroupKey)
    rows.push({
      id: id++,
      group,
      coreg: '0',
      horaires_visibilite: '00:00-23:59',
      isBanniere: '1',
      inscrit_abo: forSubscribers ? '1' : '0',
      plateforme: 'all',
      priorite: '1',
      sexe_visible: '0',
      script: forSubscribers
        ? banner('Restez Premium', `Trois mois offerts si vous restez — emplacement « ${label} »`, colour)
        : banner('Passez Premium', `Discutez sans limite — emplacement « ${label} »`, colour),
    })
  }
  // A second, lower-priority slot in two groups, shown to men only, with a script: real slots carry
  // scripts, which is why the app sandboxes them.
  for (const group of ['ad_center', 'ad_afterSearch'] satisfies WireAdGroupKey[]) {
    rows.push({
      id: id++,
      group,
      coreg: '1',
      horaires_visibilite: '18:00-23:59',
      isBanniere: '0',
      inscrit_abo: '1',
      plateforme: 'desktop',
      priorite: '2',
      sexe_visible: '1',
      script:
        banner('Ce soir, ils sont en ligne', 'Des membres près de chez vous vous attendent', '#0F172A') +
        '<script>document.body.dataset.adLoaded = "1"</script>',
    })
  }
  return rows
}

const FAQ: [string, [string, string][]][] = [
  [
    'Mon compte',
    [
      [
        'Comment modifier mon profil ?',
        'Ouvrez « Mon compte » puis « Modifier mon profil ». Vos changements sont visibles immédiatement.',
      ],
      [
        "J'ai oublié mon mot de passe, que faire ?",
        'Cliquez sur « Mot de passe oublié » dans la fenêtre de connexion et saisissez votre email : vous recevrez un lien pour en choisir un nouveau.',
      ],
      [
        'Comment supprimer mon compte ?',
        'Dans « Mon compte », zone « Supprimer mon compte ». La suppression est définitive et efface toutes vos données.',
      ],
    ],
  ],
  [
    'Abonnement et paiement',
    [
      [
        "Qu'apporte l'abonnement Premium ?",
        'Messages illimités, photos non floutées, accès aux albums partagés et mise en avant de votre profil.',
      ],
      [
        'Comment résilier mon abonnement ?',
        "Dans « Mon compte », bouton « Modifier mon compte ». Votre abonnement reste actif jusqu'à sa date de fin.",
      ],
      [
        'Le paiement est-il sécurisé ?',
        'Oui, il est traité par notre prestataire bancaire certifié (3-D Secure).',
      ],
    ],
  ],
  [
    'Photos',
    [
      [
        'Pourquoi certaines photos sont-elles floues ?',
        'Les photos floutées sont réservées aux membres Premium, et les albums privés aux membres à qui leur propriétaire les a partagés.',
      ],
      [
        'Comment rendre une photo privée ?',
        'Dans « Mes photos », menu « Modifier » de la photo, cochez « Photo privée ».',
      ],
    ],
  ],
  [
    'Sécurité',
    [
      [
        'Comment signaler un membre ?',
        'Sur son profil, bouton « Signaler ». Les signalements sont anonymes et examinés par notre équipe.',
      ],
      [
        'Comment bloquer un membre ?',
        'Depuis la conversation, ajoutez-le à votre liste noire : il ne pourra plus vous écrire.',
      ],
    ],
  ],
]

export function buildFaq(): FaqEntry[] {
  const rows: FaqEntry[] = []
  let id = 1
  for (const [section, pairs] of FAQ) {
    pairs.forEach(([question, answer], position) => {
      rows.push({ id: id++, section, position, question, answer })
    })
  }
  return rows
}
