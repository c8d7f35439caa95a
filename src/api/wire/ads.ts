/**
 * Wire shapes of advertising (spec sections 3 and 7): GET /index_api/get_pubs_infos answers one
 * `ad_*` group of slots per placement. Slots are raw HTML, rendered only in sandboxed iframes.
 */
import type { WireFlag, WireNumber } from './common'

export type WireAdSlot = {
  /** The slot is a co-registration form rather than a banner. */
  coreg?: WireFlag
  /** Hours the slot shows, our shape: "HH:MM-HH:MM", '' for always. */
  horaires_visibilite?: string
  isBanniere?: WireFlag
  /** Shown to subscribers ('1'), to free members ('0'), or to all when absent. */
  inscrit_abo?: WireFlag | ''
  /** Our values: 'all', 'mobile' or 'desktop'. */
  plateforme?: string
  priorite?: WireNumber
  /** Gender code the slot is shown to ('1', '2', '3'), '' or '0' for everyone. */
  sexe_visible?: WireNumber
  /** The slot's HTML. */
  script?: string
}

/** The placements of spec section 3, by their `ad_*` key (our spelling; the spec gives no keys). */
export const WIRE_AD_GROUPS = {
  center: 'ad_center',
  chatRight: 'ad_chatRight',
  linkLanding: 'ad_linkLanding',
  account: 'ad_account',
  deletePage: 'ad_delete',
  unsubscribePage: 'ad_unsubscribe',
  mailing: 'ad_mailing',
  promotion: 'ad_promotion',
  promotion2: 'ad_promotion2',
  profile: 'ad_profile',
  afterSearch: 'ad_afterSearch',
  headerMenu: 'ad_headerMenu',
  profileContact: 'ad_profileContact',
} as const

export type WireAdGroupKey = (typeof WIRE_AD_GROUPS)[keyof typeof WIRE_AD_GROUPS]

/** A group may come as a list of slots or, when it has one, as the slot itself. */
export type WireAdsResponse = Partial<Record<WireAdGroupKey, WireAdSlot[] | WireAdSlot>>
