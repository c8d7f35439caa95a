/** How views read the matches list. */
import type { SnapshotFrom } from 'xstate'
import type { matchesMachine } from './matches.machine'

type MatchesSnapshot = SnapshotFrom<typeof matchesMachine>

export const selectIsLoading = (snapshot: MatchesSnapshot) => snapshot.matches('loading')
export const selectHasFailed = (snapshot: MatchesSnapshot) => snapshot.matches('failed')
/** The list is on screen (also while it is read again). */
export const selectIsLoaded = (snapshot: MatchesSnapshot) =>
  snapshot.matches('loaded') || snapshot.matches('refreshing')
export const selectIsRefreshing = (snapshot: MatchesSnapshot) => snapshot.matches('refreshing')
export const selectMatches = (snapshot: MatchesSnapshot) => snapshot.context.matches
/** Loaded, and nobody matched yet. */
export const selectIsEmpty = (snapshot: MatchesSnapshot) =>
  selectIsLoaded(snapshot) && snapshot.context.matches.length === 0
export const selectError = (snapshot: MatchesSnapshot) => snapshot.context.error
