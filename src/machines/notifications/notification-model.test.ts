import { describe, expect, it } from 'vitest'
import { readStoredNotification, restoreMutedTypes, restoreNotifications } from './notification-model'
import { sampleNotification, sampleNotifications } from './notifications.test-support'

describe('stored notifications read back', () => {
  it('gives back what was stored, through JSON', () => {
    const list = sampleNotifications(1_800_000_000_000)
    expect(restoreNotifications(JSON.parse(JSON.stringify(list)))).toEqual(list)
  })

  it('drops entries that are not notifications, and keeps each id once', () => {
    const good = sampleNotification({ now: 1_800_000_000_000 })
    const restored = restoreNotifications([
      null,
      'x',
      { ...good, id: '' },
      { ...good, timestamp: 'yesterday' },
      { ...good, data: { ...good.data, kind: 'poke' } },
      { ...good, data: { ...good.data, senderId: '' } },
      good,
      { ...good, message: 'second copy' },
    ])
    expect(restored).toEqual([good])
  })

  it('refuses links outside the app chat and profile screens', () => {
    const good = sampleNotification()
    for (const link of [
      'https://evil.example/',
      '/app/chat/../../logout',
      'javascript:alert(1)',
      '/app/users/',
    ]) {
      expect(readStoredNotification({ ...good, data: { ...good.data, link } }), link).toBeNull()
    }
  })

  it('derives the type from the kind, so a tampered type cannot dodge a mute', () => {
    const good = sampleNotification({ type: 'message' })
    const restored = readStoredNotification({
      ...good,
      type: 'vote',
      data: { ...good.data, kind: 'favorite' },
    })
    expect(restored?.type).toBe('like')
  })

  it('keeps known mute types only, once each, in the spec order', () => {
    expect(restoreMutedTypes(['visit', 'poke', 'message', 'visit', 3])).toEqual(['message', 'visit'])
  })
})
