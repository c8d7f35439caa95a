import { subscribe } from 'valtio/vanilla'
import { afterEach, describe, expect, it } from 'vitest'
import { resetShell, setChatSheetOpen, setMemberMenuOpen, setUnread, shell } from './shell'

describe('the shell store', () => {
  afterEach(resetShell)

  it('opens and closes the member menu and the chat sheet', () => {
    setMemberMenuOpen(true)
    setChatSheetOpen(true)
    expect(shell).toMatchObject({ memberMenuOpen: true, chatSheetOpen: true })
    resetShell()
    expect(shell).toMatchObject({ memberMenuOpen: false, chatSheetOpen: false })
  })

  it('keeps the unread badges, and tells subscribers only when a count changed', async () => {
    let changes = 0
    const unsubscribe = subscribe(shell, () => {
      changes += 1
    })
    setUnread({ notifications: 4, messages: 3 })
    await Promise.resolve()
    expect(shell.unread).toEqual({ notifications: 4, messages: 3 })
    expect(changes).toBe(1)
    setUnread({ notifications: 4, messages: 3 })
    await Promise.resolve()
    expect(changes).toBe(1)
    resetShell()
    await Promise.resolve()
    expect(shell.unread).toEqual({ notifications: 0, messages: 0 })
    expect(changes).toBe(2)
    unsubscribe()
  })
})
