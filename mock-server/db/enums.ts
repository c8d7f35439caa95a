/**
 * The enumerations of spec section 3, as the ids the API sends and accepts, with their French labels.
 * The wire carries ids (as strings, PHP-style); labels are here so the seed, the search filters and
 * the profile-edit validation agree on one table. Lists the spec leaves open (traits, professions,
 * interests, ...) are our own choice of values.
 */
export type EnumTable = Readonly<Record<number, string>>

export const GENDERS: EnumTable = { 1: 'Homme', 2: 'Femme', 3: 'Couple' }
export const ORIENTATIONS: EnumTable = { 1: 'Hétéro', 2: 'Gay', 3: 'Bisexuel(le)' }
/** `pour`: what the member is looking for. */
export const SEEKING: EnumTable = { 1: 'Relation sérieuse', 2: 'Amitié', 3: 'Amour', 4: 'Tout', 5: 'Sexe' }
/** `ages_cherches`: the age bands, with their bounds. */
export const AGE_BANDS: Readonly<Record<number, { label: string; from: number; to: number }>> = {
  3: { label: '18-25 ans', from: 18, to: 25 },
  4: { label: '26-35 ans', from: 26, to: 35 },
  5: { label: '36-50 ans', from: 36, to: 50 },
  6: { label: '51-99 ans', from: 51, to: 99 },
}
export const EYES: EnumTable = { 1: 'Verts', 2: 'Bleus', 3: 'Marron', 4: 'Noirs', 5: 'Gris', 6: 'Noisette' }
export const HAIR: EnumTable = { 1: 'Bruns', 2: 'Châtains', 3: 'Blonds', 4: 'Roux', 5: 'Blancs' }
export const MARITAL: EnumTable = {
  1: 'Célibataire',
  2: 'Divorcé(e)',
  3: 'Marié(e)',
  4: 'Veuf / veuve',
  5: 'Séparé(e)',
  6: 'En couple',
}
export const SMOKING: EnumTable = { 1: 'Fumeur', 2: 'Non-fumeur', 3: 'Occasionnel' }
export const AVAILABILITY: EnumTable = {
  1: 'Tout le temps',
  2: 'Le matin',
  3: 'Le midi',
  4: "En début d'après-midi",
  5: "En fin d'après-midi",
  6: 'En soirée',
  7: 'La nuit',
  8: 'Après minuit',
}
export const BUILD: EnumTable = { 1: 'Mince', 2: 'Normale', 3: 'Pulpeuse', 4: 'Ronde' }
/** Ids start at 1 so that 0 keeps meaning "not given", as for every other list. */
export const EDUCATION: EnumTable = {
  1: 'Bac ou moins',
  2: 'Bac +1',
  3: 'Bac +2',
  4: 'Bac +3',
  5: 'Bac +4',
  6: 'Bac +5 et plus',
}
export const MEETING_ACTIVITIES: EnumTable = {
  1: 'Un café',
  2: 'Un verre',
  3: 'Un dîner',
  4: 'Un concert',
  5: 'Un cinéma',
  6: 'Une boîte de nuit',
  7: 'Du sport',
  8: 'Autres',
}
export const SEX_FREQUENCY: EnumTable = {
  1: '2 à 3 fois par jour',
  2: 'Une fois par jour',
  3: '2 à 3 fois par semaine',
  4: '2 à 3 fois par mois',
}
export const REPORT_REASONS: EnumTable = {
  1: 'Propos offensants',
  2: 'Mauvais sexe',
  3: 'Mineur',
  4: 'Proposition de services payants',
  5: 'Contenu inapproprié',
  6: 'Image inappropriée',
  7: 'Autre',
}
/** The report reasons also go by a key on the wire; both forms are accepted. */
export const REPORT_REASON_KEYS: Readonly<Record<string, number>> = {
  offensive: 1,
  bad_sex: 2,
  minor: 3,
  paid_services: 4,
  inappropriate_content: 5,
  inappropriate_image: 6,
  other: 7,
}
export const CONTACT_REASONS: EnumTable = {
  1: 'Maintenance technique',
  2: 'Demande de partenariat',
  3: 'Comportement suspect',
  4: 'Réclamations diverses',
  5: 'Affiliation',
}
export const PERSONALITY: EnumTable = {
  1: 'Attentionné(e)',
  2: 'Aventurier(ère)',
  3: 'Calme',
  4: 'Drôle',
  5: 'Romantique',
  6: 'Timide',
  7: 'Spontané(e)',
  8: 'Sensuel(le)',
}
export const JOBS: EnumTable = {
  1: 'Artisan',
  2: 'Cadre',
  3: 'Commerçant(e)',
  4: 'Employé(e)',
  5: 'Enseignant(e)',
  6: 'Étudiant(e)',
  7: 'Fonctionnaire',
  8: 'Indépendant(e)',
  9: 'Ouvrier(ère)',
  10: 'Profession libérale',
  11: 'Retraité(e)',
  12: 'Santé',
  13: 'Sans emploi',
}
export const SEXUAL_INTERESTS: EnumTable = {
  1: 'Câlins',
  2: 'Jeux de rôle',
  3: 'Massages',
  4: 'Lingerie',
  5: 'Plaisirs à plusieurs',
  6: 'Tendresse',
  7: 'Soumission',
  8: 'Domination',
}
export const DRESS_STYLES: EnumTable = {
  1: 'Classique',
  2: 'Décontracté',
  3: 'Sportif',
  4: 'Chic',
  5: 'Rock',
  6: 'Bohème',
}
export const INTERESTS: EnumTable = {
  1: 'Cinéma',
  2: 'Musique',
  3: 'Voyages',
  4: 'Cuisine',
  5: 'Sport',
  6: 'Lecture',
  7: 'Danse',
  8: 'Nature',
  9: 'Jeux vidéo',
  10: 'Photographie',
  11: 'Théâtre',
  12: 'Vin et gastronomie',
  13: 'Randonnée',
  14: 'Mode',
}
export const ZODIAC: EnumTable = {
  1: 'Bélier',
  2: 'Taureau',
  3: 'Gémeaux',
  4: 'Cancer',
  5: 'Lion',
  6: 'Vierge',
  7: 'Balance',
  8: 'Scorpion',
  9: 'Sagittaire',
  10: 'Capricorne',
  11: 'Verseau',
  12: 'Poissons',
}
/** `rdv.whom`: the kinds of meeting. */
export const MEETING_TYPES: EnumTable = {
  1: 'Un homme',
  2: 'Une femme',
  3: 'Un couple',
  4: 'Un groupe',
}
/** Distinctive signs (`opts_body[]`). */
export const BODY_OPTIONS: EnumTable = {
  1: 'Tatouages',
  2: 'Piercings',
  3: 'Lunettes',
  4: 'Barbe',
  5: 'Taches de rousseur',
}

export const ids = (table: EnumTable): number[] => Object.keys(table).map(Number)
export const isId = (table: EnumTable, value: number): boolean => Object.hasOwn(table, value)
