/** The widget shell's actor and settings for every view of the widget (both shadow roots render under it). */
import { createContext, use } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { widgetMachine } from './machine/widget.machine'

export type WidgetShellRef = ActorRefFrom<typeof widgetMachine>

export interface WidgetShell {
  actor: WidgetShellRef
  /** Our site's address, for the links the widget shows. */
  siteUrl: string
}

export const ShellContext = createContext<WidgetShell | null>(null)

export function useShell(): WidgetShell {
  const shell = use(ShellContext)
  if (!shell) throw new Error('useShell outside the widget')
  return shell
}
