/**
 * The app shell's UI state shared across views: which of its overlays is open (the member menu in
 * the header, the conversation's side panel as a sheet on phones) and the unread badges the tab bar
 * and the installed app's icon show. Plain open/closed flags and counts, so a valtio store rather
 * than a machine: nothing here waits, retries or times out.
 */
import { proxy } from 'valtio/vanilla'
import { useStore } from './use-store'

export interface ShellState {
  /** The header's member menu (profile, settings, language, colour mode, logout). */
  memberMenuOpen: boolean
  /** The conversation's side panel (credits, favorite, block, album, report) as a sheet on phones. */
  chatSheetOpen: boolean
  /** Unread counts: every notification, and the messages among them (the Messages tab). */
  unread: { notifications: number; messages: number }
  /**
   * The browser has no network, as the app-update machine's `network` region says (mirrored here by
   * the app status, src/features/pwa/app-status.tsx): its offline notice is then the one message
   * about connectivity, and the session's 'server unreachable' banner steps aside.
   */
  offline: boolean
}

export const shell = proxy<ShellState>({
  memberMenuOpen: false,
  chatSheetOpen: false,
  unread: { notifications: 0, messages: 0 },
  offline: false,
})

export function useShell(): Readonly<ShellState> {
  return useStore(shell)
}

export function setMemberMenuOpen(open: boolean): void {
  shell.memberMenuOpen = open
}

export function setChatSheetOpen(open: boolean): void {
  shell.chatSheetOpen = open
}

export function setUnread(counts: ShellState['unread']): void {
  if (shell.unread.notifications !== counts.notifications) shell.unread.notifications = counts.notifications
  if (shell.unread.messages !== counts.messages) shell.unread.messages = counts.messages
}

export function setOffline(offline: boolean): void {
  if (shell.offline !== offline) shell.offline = offline
}

/**
 * Back to a signed-out shell (logout, another member): nothing open, nothing unread. The network's
 * state is the browser's, not the member's: it stays.
 */
export function resetShell(): void {
  shell.memberMenuOpen = false
  shell.chatSheetOpen = false
  setUnread({ notifications: 0, messages: 0 })
}
