import { Component, type ErrorInfo, type ReactNode } from 'react'
import { ErrorPage } from '../features/layout/error-page'

/**
 * Catches render errors (and, since @xstate/react 6.1, errors of actors read with useSelector) so a
 * member sees a message in their language instead of a blank page.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null }

  static getDerivedStateFromError(error: Error) {
    return { error }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // Only the message and the component stack: error reports must never carry session ids.
    console.error(
      '[app] render error:',
      error.message,
      info.componentStack?.split('\n').slice(0, 4).join('\n'),
    )
  }

  override render() {
    if (this.state.error) return <ErrorPage />
    return this.props.children
  }
}
