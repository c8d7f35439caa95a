/** Fixtures for the profile, gallery, vote, ranking and album machines: tests and stories share them. */
import type { Photo } from '../../api/models/photo'
import type { FullProfile, ProfileCard } from '../../api/models/profile'

/** Where photo `n` lives in the fixtures; stories swap in real pictures (`setFixturePhotoUrl`). */
let photoUrl = (n: number, size: 'normal' | 'medium' | 'small') => `https://photos.test/${n}-${size}.jpg`

export function setFixturePhotoUrl(url: (n: number, size: 'normal' | 'medium' | 'small') => string): void {
  photoUrl = url
}

export function makePhoto(n: number, overrides: Partial<Photo> = {}): Photo {
  return {
    id: `p${n}`,
    num: String(n),
    normal: photoUrl(n, 'normal'),
    medium: photoUrl(n, 'medium'),
    small: photoUrl(n, 'small'),
    visibility: 'public',
    isMain: n === 1,
    votes: 3,
    note: 7.5,
    userRating: null,
    ...overrides,
  }
}

export function makeCard(id: number, overrides: Partial<ProfileCard> = {}): ProfileCard {
  const photos = overrides.photos ?? [makePhoto(id)]
  return {
    id: String(id),
    nickname: `Membre${id}`,
    age: 30 + (id % 20),
    firstname: 'Camille',
    location: 'Lyon (69)',
    gender: '2',
    photos,
    avatar: photos[0] ?? null,
    isOnline: id % 2 === 0,
    averageNote: 7.5,
    userNote: null,
    totalVotes: 12,
    ...overrides,
  }
}

export function makeFullProfile(overrides: Partial<FullProfile> = {}): FullProfile {
  const publicAlbum = overrides.publicAlbum ?? [makePhoto(1, { isMain: true }), makePhoto(2), makePhoto(3)]
  return {
    ...makeCard(20042, { photos: publicAlbum, avatar: publicAlbum[0] ?? null }),
    nickname: 'Sophie_Lyon',
    firstname: 'Sophie',
    age: 34,
    location: 'Lyon (69)',
    gender: '2',
    isOnline: true,
    email: '',
    orientation: '1',
    hasAvatar: true,
    description: 'Souriante et curieuse, j’aime les balades au bord du Rhône et les dîners qui durent.',
    publicAlbum,
    privateAlbum: [
      makePhoto(4, { visibility: 'locked', isMain: false }),
      makePhoto(5, { visibility: 'locked', isMain: false }),
    ],
    situation: '1',
    height: 168,
    weight: 58,
    searchFor: '1',
    searchRelationship: '1',
    desiredAgeIds: ['4', '5'],
    sexFrequencyId: '3',
    hair: '2',
    eyes: '6',
    studies: '4',
    job: '5',
    children: 0,
    birthdate: '1992-05-14',
    country: 'France',
    city: 'Lyon',
    bodyShape: '2',
    interests: [
      { id: '1', name: 'Cinéma' },
      { id: '3', name: 'Voyages' },
    ],
    meeting: { ageIds: ['4'], atTime: '6', days: ['2026-11-28'], forIds: ['2', '3'], whomIds: ['1'] },
    favoriteIds: [],
    wallNews: 0,
    reserveGold: 0,
    subscription: { isPremium: false, cancelled: false, startDate: null, endDate: null, credits: 0 },
    zodiac: '2',
    smoking: '2',
    personality: '5',
    dressStyle: '4',
    bodyOptions: ['3'],
    sexualInterests: ['1', '6'],
    isFriend: false,
    ...overrides,
  }
}
