import { Component, type ErrorInfo, type ReactNode } from 'react'
import { RetryBackoff } from '../../lib/retry-backoff'
import { isFailedLoad, retryFailedLoads } from '../../lib/retryable-lazy'
import { ErrorPage } from './error-page'

interface ErrorBoundaryProps {
  children: ReactNode
  /**
   * Names a part the page can do without (the footer, the header's realtime part, the onboarding
   * dialogs' watcher…): after an error it is left out (or its `fallback` stands in) instead of the
   * error page, and tried again when the browser is back online. Without it, the boundary is the
   * app's: its error page replaces what it holds.
   */
  part?: string
  /**
   * What replaces the children after an error: the error page by default, nothing for a part. A
   * function gets a way to render the children again (a "Réessayer" button).
   */
  fallback?: ReactNode | ((retry: () => void) => ReactNode)
  /** When it changes (the address, for a page), an error is forgotten and the children render again. */
  resetKey?: string
  /**
   * Renders the children again when the browser is back online, after an error (a page, a dialog).
   * A part always does.
   */
  retryOnline?: boolean
}

interface ErrorBoundaryState {
  error: Error | null
}

/**
 * Catches render errors (and, since @xstate/react 6.1, errors of actors read with useSelector) so a
 * member sees a message in their language instead of a blank page.
 *
 * Around an optional part, its most likely error is its chunk failing to load: the network dropped
 * while it was on its way and the service worker did not hold it yet (a first visit, its precache
 * still filling). Seen in CI (2026-11-28): the connection cut as the onboarding watcher's chunk was
 * asked for, and the member got "Oups, quelque chose s'est mal passé" in place of the page and the
 * offline notice. A component made with `retryableLazy` (lib/retryable-lazy.tsx) asks for its chunk
 * again when the boundary retries (back online, or a new key); a plain `lazy()` keeps its failure
 * for good.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null }

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error }
  }

  override componentDidMount() {
    if (this.props.part || this.props.retryOnline) window.addEventListener('online', this.retry)
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (previous.resetKey !== this.props.resetKey) this.retry()
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry)
    clearTimeout(this.retryTimer)
    // Left while failed (each route has its own page boundary): what failed is asked for again
    // the next time it renders, when the member comes back to it.
    if (this.state.error) retryFailedLoads()
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.retryLaterWhileOnline(error)
    // Only the message (and the component stack): error reports must never carry session ids.
    if (this.props.part) {
      console.warn(`[app] ${this.props.part} left out:`, error.message)
      return
    }
    console.error(
      '[app] render error:',
      error.message,
      info.componentStack?.split('\n').slice(0, 4).join('\n'),
    )
  }

  private retryTimer: ReturnType<typeof setTimeout> | undefined
  private readonly backoff = new RetryBackoff()

  /**
   * A chunk that failed while the browser says it is online gets no `online` event to retry on: a
   * connection that drops and comes back within a request (or comes back while the request is still
   * failing) would leave the part out for good. It is asked for again after 1, 2, 4… up to 30 s, as
   * the start's chunks are, starting from 1 s again for a failure after a quiet minute (a new outage:
   * lib/retry-backoff.ts). Only a failed chunk: a render error would fail the same way again.
   */
  private retryLaterWhileOnline(error: Error) {
    if (!(this.props.part || this.props.retryOnline) || !isFailedLoad(error) || !navigator.onLine) return
    clearTimeout(this.retryTimer)
    this.retryTimer = setTimeout(this.retry, this.backoff.next())
  }

  /** Renders the children again after an error, a failed chunk asked for once more. */
  private readonly retry = () => {
    if (!this.state.error) return
    retryFailedLoads()
    this.setState({ error: null })
  }

  override render() {
    if (!this.state.error) return this.props.children
    const { fallback, part } = this.props
    if (typeof fallback === 'function') return fallback(this.retry)
    return fallback ?? (part ? null : <ErrorPage />)
  }
}
