import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { modalRouterMachine } from './modal-router.machine'
import { selectIsModalOpen, selectModalParams, selectVisibleModal } from './modal-router.selectors'
import type { ModalRouterEmitted, ModalRouterEvent } from './modal-router.types'
import { isSameModal, readModalSearch, resolveModal, writeModalSearch } from './modal-router.url'

/** A started router recording what it asks of the history; `url(search)` plays the binder. */
function start() {
  const actor = createActor(modalRouterMachine).start()
  const emitted: ModalRouterEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  const send = (event: ModalRouterEvent) => actor.send(event)
  const url = (search: string) => send({ type: 'url.changed', ...readModalSearch(search) })
  const state = () => actor.getSnapshot()
  return { actor, emitted, send, url, state }
}

describe('modal router: mirrors the URL', () => {
  it('starts closed with nothing shown', () => {
    const { state } = start()
    expect(state().value).toBe('closed')
    expect(selectVisibleModal(state())).toBeNull()
  })

  it('opens the modal a URL names (deep link) without owning the history entry', () => {
    const { url, state, emitted } = start()
    url('modal=completeProfile')
    expect(state().value).toBe('open')
    expect(state().context.active).toEqual({ name: 'completeProfile', params: {} })
    expect(state().context.ownsEntry).toBe(false)
    expect(selectIsModalOpen('completeProfile')(state())).toBe(true)
    expect(selectIsModalOpen('login')(state())).toBe(false)
    expect(emitted).toEqual([])
  })

  it('keeps a modal’s own parameters and drops the page’s', () => {
    const { url, state } = start()
    url('page=2&modal=gallery&modalId=12&modalPhoto=3&modalOther=x')
    expect(state().context.active).toEqual({ name: 'gallery', params: { modalId: '12', modalPhoto: '3' } })
    expect(selectModalParams('gallery')(state())).toEqual({ modalId: '12', modalPhoto: '3' })
    expect(selectModalParams('report')(state())).toBeNull()
  })

  it('ignores an unknown modal name', () => {
    const { url, state } = start()
    url('modal=nope')
    expect(state().value).toBe('closed')
    url('modal=login')
    url('modal=toString')
    expect(state().value).toBe('closed')
    expect(state().context.active).toBeNull()
  })

  it('ignores a known modal missing a required parameter', () => {
    const { url, state } = start()
    url('modal=report')
    expect(state().value).toBe('closed')
    url('modal=report&modalId=')
    expect(state().value).toBe('closed')
    url('modal=report&modalId=7')
    expect(state().context.active).toEqual({ name: 'report', params: { modalId: '7' } })
  })

  it('follows the URL from one modal to another, one at a time', () => {
    const { url, state } = start()
    url('modal=search')
    url('modal=login')
    expect(state().value).toBe('open')
    expect(selectVisibleModal(state())?.name).toBe('login')
    expect(selectIsModalOpen('search')(state())).toBe(false)
  })

  it('closes when the URL loses the modal (the back button)', () => {
    const { url, state } = start()
    url('modal=login')
    url('')
    expect(state().value).toBe('closed')
    expect(state().context).toEqual({ active: null, ownsEntry: false, requested: null, queued: null })
  })

  it('stays put when another query parameter changes under the same modal', () => {
    const { send, url, state, emitted } = start()
    send({ type: 'modal.open', name: 'search', params: {} })
    url('modal=search')
    const before = state()
    url('q=lyon&modal=search')
    expect(state().value).toBe('open')
    expect(state().context).toBe(before.context)
    expect(emitted).toHaveLength(1)
  })
})

describe('modal router: history decisions', () => {
  it('opens by pushing an entry, then shows the modal when the URL has it', () => {
    const { send, url, state, emitted } = start()
    send({ type: 'modal.open', name: 'login', params: {} })
    expect(state().value).toBe('opening')
    expect(emitted).toEqual([{ type: 'history.push', modal: { name: 'login', params: {} } }])
    expect(selectVisibleModal(state())).toBeNull()
    url('modal=login')
    expect(state().value).toBe('open')
    expect(state().context.ownsEntry).toBe(true)
    expect(state().context.requested).toBeNull()
  })

  it('pushes a modal with its parameters', () => {
    const { send, emitted } = start()
    send({ type: 'modal.open', name: 'gallery', params: { modalId: '42' } })
    expect(emitted).toEqual([{ type: 'history.push', modal: { name: 'gallery', params: { modalId: '42' } } }])
  })

  it('never pushes twice while the first push is on its way', () => {
    const { send, emitted, state } = start()
    send({ type: 'modal.open', name: 'login', params: {} })
    send({ type: 'modal.open', name: 'login', params: {} })
    send({ type: 'modal.open', name: 'search', params: {} })
    send({ type: 'modal.close' })
    expect(emitted).toHaveLength(1)
    expect(state().value).toBe('opening')
  })

  it('closes a modal it pushed by going back', () => {
    const { send, url, state, emitted } = start()
    send({ type: 'modal.open', name: 'login', params: {} })
    url('modal=login')
    send({ type: 'modal.close' })
    expect(state().value).toBe('closing')
    expect(emitted.at(-1)).toEqual({ type: 'history.back' })
    expect(selectIsModalOpen('login')(state())).toBe(false)
    url('')
    expect(state().value).toBe('closed')
  })

  it('closes a deep-linked modal by replacing the URL (Back would leave the site)', () => {
    const { send, url, emitted, state } = start()
    url('modal=completeProfile')
    send({ type: 'modal.close' })
    expect(emitted).toEqual([{ type: 'history.replace', modal: null }])
    expect(state().value).toBe('closing')
    url('')
    expect(state().value).toBe('closed')
  })

  it('goes back only once when the user closes twice before the URL answers', () => {
    const { send, url, emitted, state } = start()
    send({ type: 'modal.open', name: 'login', params: {} })
    url('modal=login')
    send({ type: 'modal.close' })
    send({ type: 'modal.close' })
    send({ type: 'modal.complete' })
    send({ type: 'modal.open', name: 'search', params: {} })
    // history.back() is asynchronous: until it lands, the URL still shows the modal.
    url('modal=login')
    expect(state().value).toBe('closing')
    expect(emitted.filter((e) => e.type === 'history.back')).toHaveLength(1)
    expect(emitted).toHaveLength(2)
  })

  it('opens a modal asked for while the previous one closes, once the URL has dropped it (Escape, then Enter)', () => {
    const { send, url, emitted, state } = start()
    send({ type: 'modal.open', name: 'uploadPhoto', params: {} })
    url('modal=uploadPhoto')
    send({ type: 'modal.close' })
    // Enter on the tile again before history.back() has landed: nothing is pushed yet.
    send({ type: 'modal.open', name: 'uploadPhoto', params: {} })
    expect(state().value).toBe('closing')
    expect(emitted.map((e) => e.type)).toEqual(['history.push', 'history.back'])
    url('')
    expect(state().value).toBe('opening')
    expect(emitted.at(-1)).toEqual({ type: 'history.push', modal: { name: 'uploadPhoto', params: {} } })
    url('modal=uploadPhoto')
    expect(state().value).toBe('open')
    expect(state().context).toMatchObject({ ownsEntry: true, queued: null })
    expect(selectIsModalOpen('uploadPhoto')(state())).toBe(true)
  })

  it('forgets a queued modal when the URL shows another one instead (Back landed on it)', () => {
    const { send, url, emitted, state } = start()
    send({ type: 'modal.open', name: 'login', params: {} })
    url('modal=login')
    send({ type: 'modal.close' })
    send({ type: 'modal.open', name: 'search', params: {} })
    url('modal=gallery&modalId=12')
    expect(state().value).toBe('open')
    expect(state().context.queued).toBeNull()
    url('')
    expect(state().value).toBe('closed')
    expect(emitted.map((e) => e.type)).toEqual(['history.push', 'history.back'])
  })

  it('completes a modal by replacing its entry, even one it pushed', () => {
    const { send, url, emitted, state } = start()
    send({ type: 'modal.open', name: 'login', params: {} })
    url('modal=login')
    send({ type: 'modal.complete' })
    expect(emitted.at(-1)).toEqual({ type: 'history.replace', modal: null })
    expect(state().value).toBe('closing')
    url('')
    expect(state().value).toBe('closed')
  })

  it('switches modals by replacing the entry, and keeps Back closing the new one', () => {
    const { send, url, emitted, state } = start()
    send({ type: 'modal.open', name: 'gallery', params: { modalId: '5' } })
    url('modal=gallery&modalId=5')
    send({ type: 'modal.open', name: 'report', params: { modalId: '5' } })
    expect(emitted.at(-1)).toEqual({
      type: 'history.replace',
      modal: { name: 'report', params: { modalId: '5' } },
    })
    expect(state().value).toBe('opening')
    // The gallery stays shown until the URL has moved.
    expect(selectIsModalOpen('gallery')(state())).toBe(true)
    url('modal=gallery&modalId=5')
    expect(state().value).toBe('opening')
    url('modal=report&modalId=5')
    expect(state().value).toBe('open')
    expect(state().context.ownsEntry).toBe(true)
    send({ type: 'modal.close' })
    expect(emitted.at(-1)).toEqual({ type: 'history.back' })
  })

  it('switching away from a deep-linked modal keeps replacing on close', () => {
    const { send, url, emitted } = start()
    url('modal=search')
    send({ type: 'modal.open', name: 'login', params: {} })
    url('modal=login')
    send({ type: 'modal.close' })
    expect(emitted.at(-1)).toEqual({ type: 'history.replace', modal: null })
  })

  it('does nothing when the open modal is asked for again', () => {
    const { send, url, emitted, state } = start()
    url('modal=gallery&modalId=5')
    send({ type: 'modal.open', name: 'gallery', params: { modalId: '5' } })
    expect(emitted).toEqual([])
    expect(state().value).toBe('open')
  })

  it('replaces when the open modal is asked for with other parameters', () => {
    const { send, url, emitted } = start()
    url('modal=gallery&modalId=5')
    send({ type: 'modal.open', name: 'gallery', params: { modalId: '6' } })
    expect(emitted).toEqual([
      { type: 'history.replace', modal: { name: 'gallery', params: { modalId: '6' } } },
    ])
  })

  it('does not own an entry it did not push (the URL moved elsewhere meanwhile)', () => {
    const { send, url, state } = start()
    send({ type: 'modal.open', name: 'login', params: {} })
    url('modal=search')
    expect(state().context.active?.name).toBe('search')
    expect(state().context.ownsEntry).toBe(false)
  })

  it('forgets a push the URL dropped before showing it', () => {
    const { send, url, state } = start()
    send({ type: 'modal.open', name: 'login', params: {} })
    url('')
    expect(state().value).toBe('closed')
    expect(state().context.requested).toBeNull()
  })

  it('ignores a close or complete naming another modal (a dialog switched away from)', () => {
    const { send, url, emitted, state } = start()
    url('modal=login')
    send({ type: 'modal.close', name: 'search' })
    send({ type: 'modal.complete', name: 'search' })
    expect(emitted).toEqual([])
    expect(state().value).toBe('open')
    send({ type: 'modal.close', name: 'login' })
    expect(emitted).toEqual([{ type: 'history.replace', modal: null }])
  })

  it('completes the modal it names', () => {
    const { send, url, emitted, state } = start()
    url('modal=login')
    send({ type: 'modal.complete', name: 'login' })
    expect(emitted).toEqual([{ type: 'history.replace', modal: null }])
    expect(state().value).toBe('closing')
  })

  it('ignores close and complete when nothing is open', () => {
    const { send, emitted, state } = start()
    send({ type: 'modal.close' })
    send({ type: 'modal.complete' })
    expect(emitted).toEqual([])
    expect(state().value).toBe('closed')
  })

  it('closes from closing when the URL drops the modal, or shows another one it now names', () => {
    const { send, url, state } = start()
    url('modal=login')
    send({ type: 'modal.close' })
    url('modal=search')
    expect(state().value).toBe('open')
    expect(state().context.active?.name).toBe('search')
  })
})

describe('modal URL helpers', () => {
  it('reads the modal and its parameters, with or without "?"', () => {
    expect(readModalSearch('?modal=report&modalId=3&x=1')).toEqual({
      modal: 'report',
      params: { modalId: '3' },
    })
    expect(readModalSearch('')).toEqual({ modal: null, params: {} })
  })

  it('writes a modal into a search and keeps the page’s parameters', () => {
    expect(writeModalSearch('redirect=%2Fapp', { name: 'login', params: {} })).toBe(
      'redirect=%2Fapp&modal=login',
    )
    expect(
      writeModalSearch('modal=gallery&modalId=1&modalPhoto=2&p=1', {
        name: 'report',
        params: { modalId: '9' },
      }),
    ).toBe('p=1&modal=report&modalId=9')
    expect(writeModalSearch('p=1&modal=gallery&modalId=1', null)).toBe('p=1')
  })

  it('round-trips every modal through the URL', () => {
    const modal = { name: 'gallery', params: { modalId: 'a b', modalPhoto: '2' } } as const
    const read = readModalSearch(writeModalSearch('', modal))
    expect(resolveModal(read.modal, read.params)).toEqual(modal)
  })

  it('compares modals by name and parameters', () => {
    expect(isSameModal({ name: 'login', params: {} }, { name: 'login', params: {} })).toBe(true)
    expect(
      isSameModal({ name: 'report', params: { modalId: '1' } }, { name: 'report', params: { modalId: '2' } }),
    ).toBe(false)
    expect(isSameModal({ name: 'login', params: {} }, null)).toBe(false)
    expect(isSameModal(null, null)).toBe(true)
  })
})
