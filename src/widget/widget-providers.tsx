/**
 * What every part of the widget renders under: its own i18n, the shell actor, and Ark's environment
 * set to the part's shadow root, so Ark's portals (menus, tooltips, dialogs) land inside it and its
 * DOM lookups search it rather than the page.
 */
import { EnvironmentProvider } from '@ark-ui/react/environment'
import { type ReactNode, Suspense } from 'react'
import { I18nextProvider } from './i18n/react-i18next-lite'
import type { Translator } from './i18n/translator'
import { ShellContext, type WidgetShell } from './shell-context'

export interface WidgetProvidersProps {
  i18n: Translator
  shell: WidgetShell
  shadowRoot: ShadowRoot
  children: ReactNode
}

export function WidgetProviders({ i18n, shell, shadowRoot, children }: WidgetProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ShellContext value={shell}>
        <EnvironmentProvider value={() => shadowRoot}>
          <Suspense fallback={null}>{children}</Suspense>
        </EnvironmentProvider>
      </ShellContext>
    </I18nextProvider>
  )
}
