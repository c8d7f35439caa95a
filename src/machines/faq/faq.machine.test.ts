import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '../../api/errors'
import type { FaqSection } from '../../api/models/support'
import { faqMachine } from './faq.machine'
import { selectFaqSections, selectFaqStatus } from './faq.selectors'

const SECTIONS: FaqSection[] = [
  {
    name: 'Mon compte',
    entries: [{ question: 'Comment modifier mon profil ?', answer: 'Ouvrez Mon compte.' }],
  },
]

function start(answer: () => Promise<FaqSection[]>) {
  let calls = 0
  const actor = createActor(
    faqMachine.provide({
      actors: {
        loadFaq: fromPromise<FaqSection[]>(() => {
          calls += 1
          return answer()
        }),
      },
    }),
  )
  actor.start()
  return { actor, calls: () => calls }
}

describe('faq machine', () => {
  it('loads the sections', async () => {
    const { actor } = start(async () => SECTIONS)
    expect(selectFaqStatus(actor.getSnapshot())).toBe('loading')
    await waitFor(actor, (s) => selectFaqStatus(s) === 'ready')
    expect(selectFaqSections(actor.getSnapshot())).toEqual(SECTIONS)
  })

  it('says when there is nothing to show', async () => {
    const { actor } = start(async () => [])
    await waitFor(actor, (s) => selectFaqStatus(s) === 'empty')
  })

  it('fails, then loads again on demand', async () => {
    let fail = true
    const { actor, calls } = start(async () => {
      if (fail) throw new ApiError(500, '', 'GET /index_api/faq')
      return SECTIONS
    })
    await waitFor(actor, (s) => selectFaqStatus(s) === 'failed')
    fail = false
    actor.send({ type: 'faq.retry' })
    expect(selectFaqStatus(actor.getSnapshot())).toBe('loading')
    await waitFor(actor, (s) => selectFaqStatus(s) === 'ready')
    expect(calls()).toBe(2)
  })
})
