import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  clearNotificationStorage,
  mutedTypesKey,
  notificationListKey,
  readStoredMutedTypes,
  readStoredNotificationList,
  writeStoredMutedTypes,
  writeStoredNotificationList,
} from './notification-storage'

describe('notification storage', () => {
  beforeEach(() => localStorage.clear())

  it('keeps each member notifications and mutes under their own keys', () => {
    writeStoredNotificationList('1', [{ id: 'a' }])
    writeStoredMutedTypes('1', ['visit'])
    writeStoredNotificationList('2', [{ id: 'b' }])
    expect(readStoredNotificationList('1')).toEqual([{ id: 'a' }])
    expect(readStoredNotificationList('2')).toEqual([{ id: 'b' }])
    expect(readStoredMutedTypes('1')).toEqual(['visit'])
    expect(readStoredMutedTypes('2')).toEqual([])
    expect(localStorage.getItem(notificationListKey('1'))).toBe('[{"id":"a"}]')
    expect(localStorage.getItem(mutedTypesKey('1'))).toBe('["visit"]')
  })

  it('reads a missing, corrupt or foreign entry as empty', () => {
    expect(readStoredNotificationList('1')).toEqual([])
    localStorage.setItem(notificationListKey('1'), '{not json')
    expect(readStoredNotificationList('1')).toEqual([])
    localStorage.setItem(notificationListKey('1'), '{"id":"a"}')
    expect(readStoredNotificationList('1')).toEqual([])
    localStorage.setItem(mutedTypesKey('1'), '["vote", 3, null]')
    expect(readStoredMutedTypes('1')).toEqual(['vote'])
  })

  it('forgets a member entries and leaves the others', () => {
    writeStoredNotificationList('1', [{ id: 'a' }])
    writeStoredMutedTypes('1', ['visit'])
    writeStoredNotificationList('2', [{ id: 'b' }])
    clearNotificationStorage('1')
    expect(readStoredNotificationList('1')).toEqual([])
    expect(readStoredMutedTypes('1')).toEqual([])
    expect(readStoredNotificationList('2')).toEqual([{ id: 'b' }])
  })

  it('survives a storage that refuses writes, or none at all', () => {
    const refusing = {
      getItem: () => null,
      setItem: vi.fn(() => {
        throw new DOMException('full', 'QuotaExceededError')
      }),
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
    }
    vi.stubGlobal('localStorage', refusing)
    try {
      expect(() => writeStoredNotificationList('1', [{ id: 'a' }])).not.toThrow()
      expect(() => writeStoredMutedTypes('1', ['vote'])).not.toThrow()
      expect(refusing.setItem).toHaveBeenCalledTimes(2)
      expect(() => clearNotificationStorage('1')).not.toThrow()
      vi.stubGlobal('localStorage', undefined)
      expect(readStoredNotificationList('1')).toEqual([])
      expect(() => writeStoredMutedTypes('1', ['vote'])).not.toThrow()
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
