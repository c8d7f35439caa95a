import { describe, expect, it, vi } from 'vitest'
import { showAppBadge } from './app-badge'

const badging = () => ({
  setAppBadge: vi.fn(async (_count?: number) => {}),
  clearAppBadge: vi.fn(async () => {}),
})

describe('showAppBadge', () => {
  it('puts the count on the icon, and clears it at 0', () => {
    const nav = badging()
    showAppBadge(3, nav)
    expect(nav.setAppBadge).toHaveBeenCalledWith(3)
    showAppBadge(0, nav)
    expect(nav.clearAppBadge).toHaveBeenCalledTimes(1)
    expect(nav.setAppBadge).toHaveBeenCalledTimes(1)
  })

  it('does nothing where the browser has no badge', () => {
    expect(() => showAppBadge(2, {})).not.toThrow()
    expect(() => showAppBadge(2, undefined)).not.toThrow()
  })

  it('swallows a refusal (not installed, no permission)', async () => {
    const rejection = Promise.reject(new DOMException('denied', 'NotAllowedError'))
    const nav = { setAppBadge: vi.fn(() => rejection), clearAppBadge: vi.fn(async () => {}) }
    showAppBadge(5, nav)
    await expect(rejection).rejects.toThrow('denied')
    // No unhandled rejection: vitest would fail the run on one.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(nav.setAppBadge).toHaveBeenCalledWith(5)
  })
})
