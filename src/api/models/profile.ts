/** The client's members (spec section 3): the card lists show, the full profile, and the signed-in member. */
import type { Photo, PhotoCrop } from './photo'

export interface ProfileCard {
  id: string
  nickname: string
  /** null when unknown. */
  age: number | null
  firstname: string
  location: string
  /** Gender code as sent ('1' man, '2' woman, '3' couple), '' when unknown. */
  gender: string
  photos: Photo[]
  /** The main photo, else the first, else null. */
  avatar: Photo | null
  isOnline: boolean
  averageNote: number | null
  userNote: number | null
  totalVotes: number
}

/** A small line for carousels and lists (spec section 3, "Member summary"). */
export interface MemberSummary {
  id: string
  nickname: string
  age: number | null
  location: string
  /** The avatar's small size, '' when the member has no photo. */
  avatarUrl: string
  /** The avatar's saved crop and the size its pixels belong to, when there is one. */
  avatarCrop?: { crop: PhotoCrop; source: string }
}

export interface MeetingPreferences {
  ageIds: string[]
  atTime: string
  days: string[]
  forIds: string[]
  whomIds: string[]
}

export interface Interest {
  id: string
  name: string
}

export interface Subscription {
  isPremium: boolean
  cancelled: boolean
  /** As sent (`YYYY-MM-DD`), null when unknown; views format it DD/MM/YYYY. */
  startDate: string | null
  endDate: string | null
  credits: number
}

/** A member's profile page. Enumerated fields keep the server's codes ('' when not given). */
export interface FullProfile extends ProfileCard {
  email: string
  orientation: string
  hasAvatar: boolean
  description: string
  publicAlbum: Photo[]
  privateAlbum: Photo[]
  situation: string
  height: number | null
  weight: number | null
  searchFor: string
  searchRelationship: string
  desiredAgeIds: string[]
  sexFrequencyId: string
  hair: string
  eyes: string
  studies: string
  job: string
  children: number | null
  birthdate: string | null
  country: string
  city: string
  bodyShape: string
  interests: Interest[]
  meeting: MeetingPreferences
  favoriteIds: string[]
  wallNews: number
  reserveGold: number
  subscription: Subscription
  /** Beyond section 3's list, sent with the profile-edit fields: codes, '' when not given. */
  zodiac: string
  smoking: string
  personality: string
  dressStyle: string
  /** Distinctive signs (`opts_body`) and sexual-practice interests (`interest_sexuel`), as ids. */
  bodyOptions: string[]
  sexualInterests: string[]
  /** The viewer keeps this member among their favorites (`is_friend`; false for a visitor). */
  isFriend: boolean
  /** The full name (`nom_complet`, profile edit): in the member's own profile only, else absent. */
  fullName?: string
}

/** The signed-in member (spec section 3, "Current user"). */
export interface CurrentUser {
  id: string
  nickname: string
  email: string
  /** Location name; '' when the profile has none yet. */
  city: string
  /** 0 when unknown (profile incomplete). */
  age: number
  gender: string
  searchFor: string
  isPremium: boolean
  subscriptionCancelled: boolean
  subscriptionStartDate: string | null
  subscriptionEndDate: string | null
  credits: number
  favoriteIds: string[]
  /** The lookup's connected flag: false means the session is dead. */
  connected: boolean
  avatar: Photo | null
  wallNews: number
  /** The full profile the lookup carried, for the account pages. */
  profile: FullProfile
}

/**
 * Spec section 4: complete only with a city, a positive age, a gender and a searchFor. Here, beside
 * the model, rather than with the normalizers: the session's selectors (first route) need it, the
 * normalizers (about 3 kB gzip) only come with the API.
 */
export function isProfileComplete(user: Pick<CurrentUser, 'city' | 'age' | 'gender' | 'searchFor'>): boolean {
  return user.city.trim() !== '' && user.age > 0 && user.gender.trim() !== '' && user.searchFor.trim() !== ''
}
