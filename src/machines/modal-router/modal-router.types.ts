/**
 * The named modals of spec section 2, the URL parameters each one takes, and the modal router's
 * context and events.
 */

/**
 * Each modal and its URL parameters: 'required' ones must be in the URL or the modal does not open
 * (a gallery without its owner means nothing), 'optional' ones may be. Every parameter name starts
 * with `modal` so it never collides with a page's own query parameters.
 */
export const MODAL_PARAMS = {
  search: {},
  /** The member being reported. */
  report: { modalId: 'required' },
  /** The member the gallery is shared with, when the dialog was opened from their profile or chat. */
  shareGallery: { modalId: 'optional' },
  /** The gallery owner, and the photo to show first. */
  gallery: { modalId: 'required', modalPhoto: 'optional' },
  unsubscribe: {},
  deleteAccount: {},
  login: {},
  completeProfile: {},
  uploadPhoto: {},
  /** The photo being edited. */
  editPhoto: { modalId: 'required' },
  selectPhoto: {},
} as const satisfies Record<string, Record<string, 'required' | 'optional'>>

type ParamSpec = typeof MODAL_PARAMS

export type ModalName = keyof ParamSpec

export const MODAL_NAMES = Object.keys(MODAL_PARAMS) as ModalName[]

/** Every URL parameter any modal uses (besides `modal` itself). */
export type ModalParamName = { [N in ModalName]: keyof ParamSpec[N] }[ModalName] & string

type RequiredKeys<N extends ModalName> = {
  [K in keyof ParamSpec[N]]: ParamSpec[N][K] extends 'required' ? K : never
}[keyof ParamSpec[N]]
type OptionalKeys<N extends ModalName> = Exclude<keyof ParamSpec[N], RequiredKeys<N>>

/** The typed parameters of one modal: `ModalParams<'gallery'>` is `{ modalId: string; modalPhoto?: string }`. */
export type ModalParams<N extends ModalName> = { [K in RequiredKeys<N> & string]: string } & {
  [K in OptionalKeys<N> & string]?: string
}

/** One open modal: its name and its parameters, discriminated by name. */
export type ActiveModal = { [N in ModalName]: { name: N; params: ModalParams<N> } }[ModalName]

/** `open(name)` for modals without required parameters, `open(name, params)` for the others. */
export type ModalOpenArgs<N extends ModalName> =
  RequiredKeys<N> extends never ? [params?: ModalParams<N>] : [params: ModalParams<N>]

export interface ModalRouterContext {
  /** The modal the URL shows (kept while it closes, so its dialog can animate out). */
  active: ActiveModal | null
  /**
   * True when the current history entry is one we pushed to open `active`: closing it then goes
   * back. A modal that came from a deep link or a reload was not pushed by us, so closing replaces
   * the URL instead (going back would leave the site).
   */
  ownsEntry: boolean
  /** The modal we asked the URL to show, until the URL answers. */
  requested: { modal: ActiveModal; ownsEntry: boolean } | null
  /**
   * A modal asked for while the previous one was closing (Escape, then Enter on the button that opens
   * it again): it opens once the URL has dropped the previous one.
   */
  queued: ActiveModal | null
}

export type ModalRouterEvent =
  /** From the binder: the URL's `modal` parameter (raw, possibly unknown) and its parameters. */
  | { type: 'url.changed'; modal: string | null; params: Record<string, string> }
  /** The user asks for a modal. */
  | ({ type: 'modal.open' } & ActiveModal)
  /**
   * The user dismisses the modal (Escape, close button). With `name`, only that modal: a dialog that
   * is itself closing (switched away from) may still report a dismissal, which must not close the
   * modal that replaced it.
   */
  | { type: 'modal.close'; name?: ModalName }
  /**
   * The modal finished its job and the app may navigate next (signed in, account deleted): its URL
   * entry is replaced at once, synchronously, so a navigation that follows lands in order and Back
   * never reopens the finished modal. `name` as for `modal.close`.
   */
  | { type: 'modal.complete'; name?: ModalName }

/** What the machine asks the binder to do with the browser history. */
export type ModalRouterEmitted =
  | { type: 'history.push'; modal: ActiveModal }
  | { type: 'history.replace'; modal: ActiveModal | null }
  | { type: 'history.back' }
