import { Component, type ReactNode } from 'react'

/**
 * Around a part of the app nothing waits for and whose chunk loads after the first page (the
 * onboarding dialogs' watcher, the app's status). If that chunk cannot load, because the network
 * dropped while it was on its way and the service worker did not hold it yet (a first visit, its
 * precache still filling), the part stays away instead of taking the whole app into the error page.
 * Seen in CI (2026-11-28): the connection cut as the onboarding watcher's chunk was asked for, and the
 * member got "Oups, quelque chose s'est mal passé" in place of the page and the offline notice.
 */
export class OptionalPart extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: Error) {
    // The message only: error reports never carry session ids.
    console.warn(`[app] ${this.props.name} left out:`, error.message)
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}
