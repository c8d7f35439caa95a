/**
 * Keeps the tab's title prefixed with the unread count, '(3) Recherche · Flirt', while there is
 * any. Pages set their own titles (useDocumentTitle); the prefix is put back whenever the title
 * changes, and removed when the count falls to 0 or the hook unmounts. The installed app's icon
 * carries the same count (`navigator.setAppBadge`, where the browser has it).
 */
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { showAppBadge } from '../../lib/app-badge'
import type { NotificationsActorRef } from '../../machines/notifications/notifications.machine'
import { selectUnreadCount } from '../../machines/notifications/notifications.selectors'

const PREFIX = /^\(\d+\+?\) /

/** The title with the count in front, or without any count when there is none. */
export function titleWithUnread(title: string, unread: number): string {
  const bare = title.replace(PREFIX, '')
  return unread > 0 ? `(${unread}) ${bare}` : bare
}

export function useUnreadTitle(actorRef: NotificationsActorRef): void {
  const unread = useSelector(actorRef, selectUnreadCount)
  useEffect(() => {
    const apply = () => {
      const next = titleWithUnread(document.title, unread)
      if (document.title !== next) document.title = next
    }
    apply()
    // A page that renames the tab replaces the <title>'s text: put the count back in front.
    const observer = new MutationObserver(apply)
    observer.observe(document.head, { childList: true, subtree: true, characterData: true })
    return () => {
      observer.disconnect()
      document.title = titleWithUnread(document.title, 0)
    }
  }, [unread])
  useEffect(() => showAppBadge(unread), [unread])
  useEffect(() => () => showAppBadge(0), [])
}
