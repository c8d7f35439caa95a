/** How views read the wall. */
import type { SnapshotFrom } from 'xstate'
import { WALL_BUCKETS, type WallBucketName, type wallMachine } from './wall.machine'

type WallSnapshot = SnapshotFrom<typeof wallMachine>

export const selectIsLoading = (snapshot: WallSnapshot) => snapshot.matches('loading')
export const selectHasFailed = (snapshot: WallSnapshot) => snapshot.matches('failed')
export const selectIsLoaded = (snapshot: WallSnapshot) => snapshot.matches('loaded')
export const selectError = (snapshot: WallSnapshot) => snapshot.context.error

/** One bucket's items. */
export const selectBucket = (name: WallBucketName) => (snapshot: WallSnapshot) =>
  snapshot.context.buckets[name]

/** The buckets that hold something, in the wall's order. */
export const selectFilledBuckets = (snapshot: WallSnapshot): WallBucketName[] =>
  WALL_BUCKETS.filter((name) => snapshot.context.buckets[name].length > 0)

/** Loaded, and every bucket is empty. */
export const selectIsEmpty = (snapshot: WallSnapshot) =>
  snapshot.matches('loaded') && selectFilledBuckets(snapshot).length === 0
