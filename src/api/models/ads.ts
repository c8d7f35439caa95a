/** The client's ad slots (spec section 3): raw HTML per placement, shown in sandboxed iframes only. */

export type AdPlacement =
  | 'center'
  | 'chatRight'
  | 'linkLanding'
  | 'account'
  | 'deletePage'
  | 'unsubscribePage'
  | 'mailing'
  | 'promotion'
  | 'promotion2'
  | 'profile'
  | 'afterSearch'
  | 'headerMenu'
  | 'profileContact'

export interface AdSlot {
  coreg: boolean
  /** As sent ("HH:MM-HH:MM"), '' for always. */
  visibleHours: string
  isBanner: boolean
  /** true: subscribers only; false: free members only; null: everyone. */
  forSubscribers: boolean | null
  /** 'all' when not given. */
  platform: string
  priority: number
  /** Gender code it is shown to, '' for everyone. */
  visibleToGender: string
  html: string
}

export type AdsByPlacement = Record<AdPlacement, AdSlot[]>
