/** /app/vote: rate members' photos from 1 to 5 stars (sent doubled), with the member's history. */
import { useActorRef } from '@xstate/react'
import { photoVoteMachine } from '../../machines/photo-vote/photo-vote.machine'
import { selectCurrentUser } from '../../machines/session/session.selectors'
import { SessionContext } from '../session/session-context'
import { VOTE_SEXES, VoteView } from './vote-view'

/** The gender the member looks for, when it is one of the choices; else everyone. */
export function defaultVoteSex(searchFor: string | undefined): string {
  return searchFor && (VOTE_SEXES as readonly string[]).includes(searchFor) ? searchFor : ''
}

export default function VotePage() {
  const user = SessionContext.useSelector(selectCurrentUser)
  const actorRef = useActorRef(photoVoteMachine, { input: { sex: defaultVoteSex(user?.searchFor) } })
  return <VoteView actorRef={actorRef} />
}
