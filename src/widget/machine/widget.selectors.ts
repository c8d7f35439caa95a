/** The only way views read the widget shell. */
import type { SnapshotFrom } from 'xstate'
import type { widgetMachine } from './widget.machine'

type Snapshot = SnapshotFrom<typeof widgetMachine>

export const selectIsPanelOpen = (s: Snapshot): boolean => s.matches({ panel: 'open' })
export const selectMemberId = (s: Snapshot): string | null => s.context.memberId
export const selectMemberName = (s: Snapshot): string | null => s.context.memberName

/** The launcher's badge: every message received and not yet seen. */
export const selectUnreadCount = (s: Snapshot): number =>
  Object.values(s.context.unread).reduce((sum, n) => sum + n, 0)

export type ChatCodeStatus = 'idle' | 'loading' | 'ready' | 'failed'

export const selectChatCodeStatus = (s: Snapshot): ChatCodeStatus => {
  if (s.matches({ chatCode: 'ready' })) return 'ready'
  if (s.matches({ chatCode: 'loading' })) return 'loading'
  if (s.matches({ chatCode: 'failed' })) return 'failed'
  return 'idle'
}
