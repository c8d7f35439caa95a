import { describe, expect, it } from 'vitest'
import { contactDate, messageTime } from './chat-dates'

const now = new Date(2026, 10, 21, 18, 0, 0)

describe('chat dates', () => {
  it('writes the time for today and DD/MM/YYYY before', () => {
    expect(contactDate('2026-11-21 14:05:00', now)).toBe('14:05')
    expect(contactDate('2026-11-20 23:59:00', now)).toBe('20/11/2026')
    expect(contactDate(null, now)).toBeNull()
  })

  it('adds the time to older messages', () => {
    expect(messageTime('2026-11-21 09:03:00', now)).toBe('09:03')
    expect(messageTime('2026-01-02 21:30:00', now)).toBe('02/01/2026 21:30')
    expect(messageTime('n/a', now)).toBeNull()
  })
})
