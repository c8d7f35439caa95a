import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { ApiError } from '../../api/errors'
import type { ConversationContact } from '../../api/models/chat'
import { type Deferred, deferred, flush } from '../../lib/deferred.test-support'
import {
  selectContacts,
  selectFilter,
  selectIsLoading,
  selectIsRefreshing,
  selectLoadFailure,
  selectRefreshFailure,
  selectUnreadTotal,
} from './contact-list.selectors'
import { BLACKLIST, CONVERSATIONS, contactListMachineWith } from './contact-list.test-support'
import type { LoadContactsInput } from './contact-list.types'

function start(filter?: 1 | 2 | 3) {
  const calls: LoadContactsInput[] = []
  const answers: Deferred<ConversationContact[]>[] = []
  const actor = createActor(
    contactListMachineWith((input) => {
      calls.push(input)
      const answer = deferred<ConversationContact[]>()
      answers.push(answer)
      return answer.promise
    }),
    { input: filter ? { filter } : {} },
  ).start()
  return { actor, calls, answers, last: () => answers[answers.length - 1]!, state: () => actor.getSnapshot() }
}

describe('contact lists', () => {
  it('reads the conversations first, from the cache when it is fresh', async () => {
    const t = start()
    expect(selectIsLoading(t.state())).toBe(true)
    expect(t.calls).toEqual([{ filter: 1, fresh: false }])
    t.last().resolve(CONVERSATIONS)
    await flush()
    expect(t.state().matches({ ready: 'idle' })).toBe(true)
    expect(selectContacts(t.state())).toHaveLength(3)
    expect(selectUnreadTotal(t.state())).toBe(4)
  })

  it('shows another list when another tab is picked, even in the middle of a read', async () => {
    const t = start()
    t.actor.send({ type: 'filter.change', filter: 2 })
    expect(selectFilter(t.state())).toBe(2)
    expect(t.calls.at(-1)).toEqual({ filter: 2, fresh: false })
    // The first read's late answer is for a list no longer shown.
    t.answers[0]!.resolve(CONVERSATIONS)
    await flush()
    expect(selectIsLoading(t.state())).toBe(true)
    t.last().resolve(BLACKLIST)
    await flush()
    expect(selectContacts(t.state())).toEqual(BLACKLIST)
    t.actor.send({ type: 'filter.change', filter: 2 })
    expect(t.calls).toHaveLength(2)
  })

  it('reloads from the server in the background, keeping the list on screen', async () => {
    const t = start()
    t.last().resolve(CONVERSATIONS)
    await flush()
    t.actor.send({ type: 'contacts.reload' })
    expect(selectIsRefreshing(t.state())).toBe(true)
    expect(selectContacts(t.state())).toHaveLength(3)
    expect(t.calls.at(-1)).toEqual({ filter: 1, fresh: true })
    t.last().resolve(CONVERSATIONS.slice(0, 1))
    await flush()
    expect(selectContacts(t.state())).toHaveLength(1)
  })

  it('keeps the list when a refresh fails, and says so', async () => {
    const t = start()
    t.last().resolve(CONVERSATIONS)
    await flush()
    t.actor.send({ type: 'contacts.reload' })
    t.last().reject(new ApiError(0, '', 'GET /ajax_api/load_contacts'))
    await flush()
    expect(selectContacts(t.state())).toHaveLength(3)
    expect(selectRefreshFailure(t.state())).toEqual({ code: 'offline' })
    expect(selectLoadFailure(t.state())).toBeNull()
  })

  it('fails, then reads the list from the server on retry', async () => {
    const t = start(3)
    t.last().reject(new ApiError(500, 'down', 'GET /ajax_api/load_contacts'))
    await flush()
    expect(selectLoadFailure(t.state())).toEqual({ code: 'failed' })
    t.actor.send({ type: 'contacts.retry' })
    expect(t.calls.at(-1)).toEqual({ filter: 3, fresh: true })
  })

  it('asks again when a reload comes while the first read is on its way', async () => {
    const t = start()
    t.actor.send({ type: 'contacts.reload' })
    expect(t.calls).toEqual([
      { filter: 1, fresh: false },
      { filter: 1, fresh: true },
    ])
    t.answers[0]!.resolve([])
    await flush()
    expect(selectIsLoading(t.state())).toBe(true)
  })
})
