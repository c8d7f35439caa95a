/**
 * The unread counts of the shell are one piece: the header's bell and the phones' Messages tab both
 * show `CountBadge`, so they look and read the same ('99+' past 99, hidden from screen readers).
 */

import { afterEach, describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { createActor } from 'xstate'
import './styles/index.css'
import { TabBar } from '../../features/layout/tab-bar'
import { NotificationBell } from '../../features/notifications/notification-bell'
import { createI18n } from '../../i18n/i18n'
import {
  notificationsMachineWith,
  sampleNotifications,
} from '../../machines/notifications/notifications.test-support'
import { resetShell, setUnread } from '../../stores/shell'
import { CountBadge } from './count-badge'

describe('CountBadge', () => {
  afterEach(resetShell)

  it('shows nothing at 0, the count up to 99, then 99+, hidden from assistive technologies', async () => {
    const screen = await render(
      <div>
        <CountBadge count={0} data-testid="zero" />
        <CountBadge count={7} data-testid="seven" />
        <CountBadge count={120} data-testid="many" />
      </div>,
    )
    expect(screen.container.querySelector('[data-testid="zero"]')).toBeNull()
    expect(screen.container.querySelector('[data-testid="seven"]')?.textContent).toBe('7')
    const many = screen.container.querySelector('[data-testid="many"]')
    expect(many?.textContent).toBe('99+')
    expect(many?.getAttribute('aria-hidden')).toBe('true')
  })

  it('is the badge of the tab bar and of the bell, styled alike', async () => {
    await createI18n('fr')
    setUnread({ notifications: 120, messages: 120 })
    const notifications = createActor(notificationsMachineWith({ notifications: sampleNotifications() }), {
      input: { userId: '10001' },
    }).start()
    const memory = memoryLocation({ path: '/app/search' })
    const screen = await render(
      <Router hook={memory.hook}>
        <NotificationBell actorRef={notifications} />
        <TabBar />
      </Router>,
    )
    // valtio and the actor reach the views a render later.
    const [tab, bell] = await vi.waitFor(() => {
      const found = ['tab-unread', 'notification-count'].map((id) =>
        screen.container.querySelector(`[data-testid="${id}"]`),
      )
      if (found.includes(null)) throw new Error('a badge is missing')
      return found
    })
    expect(tab?.textContent).toBe('99+')
    for (const badge of [tab, bell]) expect(badge?.classList.contains('countBadge')).toBe(true)
    const look = (element: Element | null | undefined) => {
      const style = getComputedStyle(element as Element)
      return [style.backgroundColor, style.color, style.height, style.fontSize, style.lineHeight]
    }
    expect(look(bell)).toEqual(look(tab))
    notifications.stop()
  })
})
