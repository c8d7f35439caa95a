/** Stubs and sample members for the online-members machine, shared by its tests and stories. */
import { fromPromise } from 'xstate'
import { sampleCards } from '../search-results/search-results.test-support'
import { toOnlineMember } from './online-members.actors'
import { onlineMembersMachine } from './online-members.machine'
import type { OnlineMember } from './online-members.types'

/** `count` online members (sample cards, all online). */
export const sampleOnlineMembers = (count: number): OnlineMember[] =>
  sampleCards(count).map((card) => toOnlineMember({ ...card, isOnline: true }))

export interface OnlineMembersStubs {
  fetchOnlineMembers?: (input: { limit: number }) => Promise<OnlineMember[]>
}

/** The machine with its call replaced; by default as many members as asked for. */
export function onlineMembersMachineWith(stubs: OnlineMembersStubs = {}) {
  return onlineMembersMachine.provide({
    actors: {
      fetchOnlineMembers: fromPromise<OnlineMember[], { limit: number }>(({ input }) =>
        (stubs.fetchOnlineMembers ?? (async ({ limit }) => sampleOnlineMembers(limit)))(input),
      ),
    },
  })
}
