import { describe, expect, it } from 'vitest'
import { showsOnlineMembers } from './app-layout'

describe("where 'Membres en ligne' shows", () => {
  it('on home and the search form, for members, from 769 px', () => {
    expect(showsOnlineMembers('/app', true, false)).toBe(true)
    expect(showsOnlineMembers('/app/search', true, false)).toBe(true)
  })

  it('never on phones, never for visitors', () => {
    expect(showsOnlineMembers('/app', true, true)).toBe(false)
    expect(showsOnlineMembers('/app', false, false)).toBe(false)
  })

  it('never above chat, swipe, account, photo pages or the results', () => {
    for (const path of [
      '/app/chat',
      '/app/chat/lea-12',
      '/app/swipe',
      '/app/account/settings',
      '/app/account/photos',
      '/app/search/result',
    ])
      expect(showsOnlineMembers(path, true, false), path).toBe(false)
  })
})
