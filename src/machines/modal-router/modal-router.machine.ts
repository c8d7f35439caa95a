/**
 * Which named modal (spec section 2) is open. The URL is the source of truth: `?modal=<name>` plus
 * the modal's parameters. The machine mirrors what the binder reports (`url.changed`) and, when the
 * user asks for a change (`modal.open`, `modal.close`, `modal.complete`), decides the history step
 * and emits it (`history.push` | `history.replace` | `history.back`); the binder performs it and the
 * resulting `url.changed` moves the machine. One modal at a time; unknown names are ignored.
 *
 * - `closed`: the URL shows no modal.
 * - `opening`: we asked the URL for a modal and wait for it; a second request meanwhile would push a
 *   second entry, so it is ignored. When switching from one modal to another the previous one stays
 *   visible until the URL answers.
 * - `open`: the URL shows `context.active`; its dialog is open.
 * - `closing`: we asked the URL to drop the modal; the dialog is already hidden. `history.back()` is
 *   asynchronous, and a second close (Escape pressed twice) would go back twice and leave the page,
 *   so a further close is dropped here. A request to open (Escape, then at once Enter on the button
 *   that opens the dialog again) waits in `queued` and is made once the URL has dropped the modal:
 *   on a loaded phone the back took long enough for that Enter to be lost (a CI run found it).
 */
import { assign, emit, not, setup } from 'xstate'
import type {
  ActiveModal,
  ModalRouterContext,
  ModalRouterEmitted,
  ModalRouterEvent,
} from './modal-router.types'
import { isSameModal, resolveModal } from './modal-router.url'

type UrlChanged = Extract<ModalRouterEvent, { type: 'url.changed' }>
type OpenRequest = Extract<ModalRouterEvent, { type: 'modal.open' }>

const fromUrl = (event: UrlChanged): ActiveModal | null => resolveModal(event.modal, event.params)
const fromRequest = ({ name, params }: OpenRequest): ActiveModal => ({ name, params }) as ActiveModal

export const modalRouterMachine = setup({
  types: {
    context: {} as ModalRouterContext,
    events: {} as ModalRouterEvent,
    emitted: {} as ModalRouterEmitted,
  },
  guards: {
    isUrlWithoutModal: ({ event }) => event.type === 'url.changed' && fromUrl(event) === null,
    isUrlShowingActive: ({ context, event }) =>
      event.type === 'url.changed' && isSameModal(fromUrl(event), context.active),
    isActiveRequested: ({ context, event }) =>
      event.type === 'modal.open' && isSameModal(fromRequest(event), context.active),
    /** A close or complete for the open modal (or for whichever is open, when it names none). */
    isForActive: ({ context, event }) =>
      (event.type === 'modal.close' || event.type === 'modal.complete') &&
      (event.name === undefined || event.name === context.active?.name),
    ownsEntry: ({ context }) => context.ownsEntry,
    hasQueued: ({ context }) => context.queued !== null,
  },
  actions: {
    pushModal: assign(({ event }) => {
      if (event.type !== 'modal.open') return {}
      return { requested: { modal: fromRequest(event), ownsEntry: true } }
    }),
    emitPush: emit(({ context }) => ({ type: 'history.push' as const, modal: context.requested!.modal })),
    /** Switching modals rewrites the current entry: Back closes the new one as it would have the old. */
    replaceModal: assign(({ context, event }) => {
      if (event.type !== 'modal.open') return {}
      return { requested: { modal: fromRequest(event), ownsEntry: context.ownsEntry } }
    }),
    emitReplace: emit(({ context }) => ({
      type: 'history.replace' as const,
      modal: context.requested?.modal ?? null,
    })),
    emitBack: emit({ type: 'history.back' as const }),
    clearRequest: assign({ requested: null }),
    showUrlModal: assign(({ context, event }) => {
      if (event.type !== 'url.changed') return {}
      const modal = fromUrl(event)
      const requested = context.requested
      return {
        active: modal,
        ownsEntry: requested !== null && isSameModal(requested.modal, modal) ? requested.ownsEntry : false,
        requested: null,
      }
    }),
    clearModal: assign({ active: null, ownsEntry: false, requested: null }),
    queueModal: assign(({ event }) => (event.type === 'modal.open' ? { queued: fromRequest(event) } : {})),
    /** The queued modal becomes the request, pushed as any open from `closed` is. */
    pushQueued: assign(({ context }) => ({
      requested: context.queued ? { modal: context.queued, ownsEntry: true } : null,
      queued: null,
    })),
    clearQueued: assign({ queued: null }),
  },
}).createMachine({
  id: 'modalRouter',
  context: { active: null, ownsEntry: false, requested: null, queued: null },
  initial: 'closed',
  on: {
    'url.changed': [
      { guard: 'isUrlWithoutModal', target: '.closed', actions: 'clearModal' },
      // The same modal again (another query parameter changed, or the echo of our own step while
      // switching or closing): nothing to do.
      { guard: 'isUrlShowingActive' },
      // Another modal in the URL (Back or Forward to it): what was queued is not what the member sees.
      { target: '.open', actions: ['showUrlModal', 'clearQueued'] },
    ],
  },
  states: {
    closed: {
      always: { guard: 'hasQueued', target: 'opening', actions: ['pushQueued', 'emitPush'] },
      on: {
        'modal.open': { target: 'opening', actions: ['pushModal', 'emitPush'] },
      },
    },
    opening: {
      tags: ['visible'],
    },
    open: {
      tags: ['visible'],
      on: {
        'modal.open': [
          { guard: 'isActiveRequested' },
          { target: 'opening', actions: ['replaceModal', 'emitReplace'] },
        ],
        'modal.close': [
          { guard: not('isForActive') },
          { guard: 'ownsEntry', target: 'closing', actions: 'emitBack' },
          { target: 'closing', actions: ['clearRequest', 'emitReplace'] },
        ],
        'modal.complete': {
          guard: 'isForActive',
          target: 'closing',
          actions: ['clearRequest', 'emitReplace'],
        },
      },
    },
    closing: {
      on: { 'modal.open': { actions: 'queueModal' } },
    },
  },
})
