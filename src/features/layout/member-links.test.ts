import { describe, expect, it } from 'vitest'
import { isCurrent, isTopLevel } from './member-links'

describe('the member links', () => {
  it('mark the tab of the page and of the pages under it', () => {
    expect(isCurrent('/app/chat', '/app/chat')).toBe(true)
    expect(isCurrent('/app/chat/lea-12', '/app/chat')).toBe(true)
    expect(isCurrent('/app/chatter', '/app/chat')).toBe(false)
    expect(isCurrent('/app/account/photos', '/app/account/settings')).toBe(true)
    expect(isCurrent('/app/search/result', '/app/swipe')).toBe(false)
  })

  it('show the logo on home and the tabs’ pages, a back arrow elsewhere', () => {
    for (const path of [
      '/app',
      '/app/search',
      '/app/swipe',
      '/app/chat',
      '/app/vote',
      '/app/account/settings',
    ])
      expect(isTopLevel(path), path).toBe(true)
    for (const path of ['/app/chat/lea-12', '/app/account/photos', '/app/users/lea-12', '/app/search/result'])
      expect(isTopLevel(path), path).toBe(false)
  })
})
