/**
 * The modal's part of the URL: `?modal=<name>` plus the modal's own parameters (`modalId`, ...).
 * Pure functions shared by the machine (which modal a URL means) and the binder (which URL a modal
 * means); the page's other query parameters are always kept.
 */
import {
  type ActiveModal,
  MODAL_NAMES,
  MODAL_PARAMS,
  type ModalName,
  type ModalParamName,
} from './modal-router.types'

export const MODAL_PARAM = 'modal'

const PARAM_NAMES: readonly ModalParamName[] = [
  ...new Set(MODAL_NAMES.flatMap((name) => Object.keys(MODAL_PARAMS[name]) as ModalParamName[])),
]

/** The raw modal name and parameters in a search string ('modal=gallery&modalId=12', with or without '?'). */
export function readModalSearch(search: string): { modal: string | null; params: Record<string, string> } {
  const query = new URLSearchParams(search)
  const params: Record<string, string> = {}
  for (const name of PARAM_NAMES) {
    const value = query.get(name)
    if (value !== null) params[name] = value
  }
  return { modal: query.get(MODAL_PARAM), params }
}

export function isModalName(value: unknown): value is ModalName {
  return typeof value === 'string' && Object.hasOwn(MODAL_PARAMS, value)
}

/**
 * The modal a URL means, or null: an unknown name, or a known one missing a required parameter, means
 * no modal. Only the modal's own parameters are kept; empty values count as absent.
 */
export function resolveModal(modal: string | null, params: Record<string, string>): ActiveModal | null {
  if (!isModalName(modal)) return null
  const spec: Record<string, 'required' | 'optional'> = MODAL_PARAMS[modal]
  const kept: Record<string, string> = {}
  for (const [key, need] of Object.entries(spec)) {
    const value = params[key]
    if (value) kept[key] = value
    else if (need === 'required') return null
  }
  return { name: modal, params: kept } as ActiveModal
}

/** The search string (no '?') with `modal` shown, or with every modal parameter removed when null. */
export function writeModalSearch(search: string, modal: ActiveModal | null): string {
  const query = new URLSearchParams(search)
  query.delete(MODAL_PARAM)
  for (const name of PARAM_NAMES) query.delete(name)
  if (modal) {
    query.set(MODAL_PARAM, modal.name)
    for (const [key, value] of Object.entries(modal.params as Record<string, string | undefined>)) {
      if (value) query.set(key, value)
    }
  }
  return query.toString()
}

/** Same name and same parameters. */
export function isSameModal(a: ActiveModal | null, b: ActiveModal | null): boolean {
  if (!a || !b) return a === b
  if (a.name !== b.name) return false
  const pa = a.params as Record<string, string | undefined>
  const pb = b.params as Record<string, string | undefined>
  const keys = new Set([...Object.keys(pa), ...Object.keys(pb)])
  for (const key of keys) if ((pa[key] || undefined) !== (pb[key] || undefined)) return false
  return true
}
