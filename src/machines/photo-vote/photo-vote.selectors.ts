/** How views read the vote page's machine. */
import type { SnapshotFrom } from 'xstate'
import { type photoVoteMachine, votePhotoOf } from './photo-vote.machine'

type PhotoVoteSnapshot = SnapshotFrom<typeof photoVoteMachine>

export const selectSex = (snapshot: PhotoVoteSnapshot) => snapshot.context.sex
export const selectCurrent = (snapshot: PhotoVoteSnapshot) => snapshot.context.queue[0] ?? null
export const selectCurrentPhoto = (snapshot: PhotoVoteSnapshot) => votePhotoOf(snapshot.context.queue[0])
export const selectRemaining = (snapshot: PhotoVoteSnapshot) => snapshot.context.queue.length
export const selectHistory = (snapshot: PhotoVoteSnapshot) => snapshot.context.history
export const selectPendingStars = (snapshot: PhotoVoteSnapshot) => snapshot.context.pendingStars
export const selectLastVote = (snapshot: PhotoVoteSnapshot) => snapshot.context.lastVote
export const selectVoteFailure = (snapshot: PhotoVoteSnapshot) => snapshot.context.voteFailure

export const selectIsLoading = (snapshot: PhotoVoteSnapshot) => snapshot.matches('loading')
export const selectIsVoting = (snapshot: PhotoVoteSnapshot) => snapshot.matches('voting')
export const selectIsSubmitting = (snapshot: PhotoVoteSnapshot) => snapshot.matches({ voting: 'submitting' })
export const selectIsEmpty = (snapshot: PhotoVoteSnapshot) => snapshot.matches('empty')
export const selectHasFailed = (snapshot: PhotoVoteSnapshot) => snapshot.matches('failed')
