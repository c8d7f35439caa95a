/** Context, input and events of the ads machine. */
import type { AdsByPlacement } from '../../api/models/ads'
import type { AdViewer } from './ads.filter'

export interface AdsContext {
  /** The slots per placement, kept across a failed refresh; null before the first answer. */
  ads: AdsByPlacement | null
  viewer: AdViewer
  /** The clock as last read (ms): visibility hours are judged against it. */
  now: number
}

export interface AdsInput {
  viewer: AdViewer
}

export type AdsEvent = { type: 'viewer.change'; viewer: AdViewer }
