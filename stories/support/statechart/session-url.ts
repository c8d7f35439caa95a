/**
 * Where a session link lives: the `session` query parameter of the address QA copies (the Storybook
 * manager's, the top window) and of the story's own iframe. The manager is told through Storybook's
 * channel (.storybook/manager.ts keeps the parameter in its router, so switching colour mode or
 * language keeps it); the iframe's own address is rewritten too, for a story opened on its own.
 */
import { addons } from 'storybook/preview-api'
import { SESSION_PARAM } from './session-link'

/** The channel event .storybook/manager.ts listens to. */
export const SESSION_EVENT = 'flirt/session-link'

/** The story this iframe shows (`iframe.html?id=…`). */
export const storyIdOfPage = () => new URLSearchParams(window.location.search).get('id') ?? ''

function topLocation(): Location | null {
  try {
    // Same origin in Storybook (dev server and static build); another origin throws.
    return window.top && window.top !== window ? window.top.location : null
  } catch {
    return null
  }
}

/** The session in this story's address: the iframe's own, or the manager's around it. */
export function readSessionParam(): string | null {
  const own = new URLSearchParams(window.location.search).get(SESSION_PARAM)
  if (own) return own
  const top = topLocation()
  return top ? new URLSearchParams(top.search).get(SESSION_PARAM) : null
}

/** Writes (or removes, with null) the session into the iframe's address and the manager's. */
export function writeSessionParam(value: string | null) {
  const own = new URL(window.location.href)
  if (value) own.searchParams.set(SESSION_PARAM, value)
  else own.searchParams.delete(SESSION_PARAM)
  window.history.replaceState(window.history.state, '', own)
  try {
    addons.getChannel().emit(SESSION_EVENT, { session: value })
  } catch {
    // No manager around this iframe (a story test): its own address is enough.
  }
}

/** The link QA shares: the manager's address (or the iframe's, alone) with this session in it. */
export function sessionHref(value: string): string {
  const top = topLocation()
  const url = new URL(top ? top.href : window.location.href)
  url.searchParams.set(SESSION_PARAM, value)
  return url.href
}
