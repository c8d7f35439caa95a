import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { widgetMachine } from './widget.machine'
import {
  selectChatCodeStatus,
  selectIsPanelOpen,
  selectMemberId,
  selectMemberName,
  selectUnreadCount,
} from './widget.selectors'

function start(load: () => Promise<unknown> = () => Promise.resolve({})) {
  let loads = 0
  const actor = createActor(
    widgetMachine.provide({
      actors: {
        loadChat: fromPromise(() => {
          loads += 1
          return load()
        }),
      },
    }),
  ).start()
  return { actor, loads: () => loads, snap: () => actor.getSnapshot() }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the widget shell', () => {
  it('starts closed, with nothing loaded and nothing unread', () => {
    const { snap, loads } = start()
    expect(selectIsPanelOpen(snap())).toBe(false)
    expect(selectChatCodeStatus(snap())).toBe('idle')
    expect(selectUnreadCount(snap())).toBe(0)
    expect(loads()).toBe(0)
  })

  it('loads the chat on the first intent, once', async () => {
    const { actor, snap, loads } = start()
    actor.send({ type: 'chat.intent' })
    expect(selectChatCodeStatus(snap())).toBe('loading')
    actor.send({ type: 'chat.intent' })
    await flush()
    expect(selectChatCodeStatus(snap())).toBe('ready')
    actor.send({ type: 'panel.open' })
    expect(loads()).toBe(1)
  })

  it('opens on a member, loading the chat, and remembers who', async () => {
    const { actor, snap } = start()
    actor.send({ type: 'panel.open', memberId: '42', nickname: 'Julie' })
    expect(selectIsPanelOpen(snap())).toBe(true)
    expect(selectMemberId(snap())).toBe('42')
    expect(selectMemberName(snap())).toBe('Julie')
    expect(selectChatCodeStatus(snap())).toBe('loading')
    actor.send({ type: 'panel.close' })
    expect(selectIsPanelOpen(snap())).toBe(false)
    actor.send({ type: 'panel.toggle' })
    expect(selectIsPanelOpen(snap())).toBe(true)
    expect(selectMemberId(snap())).toBe('42')
  })

  it('offers a retry when the chat did not load, and retries on the next intent', async () => {
    let fail = true
    const { actor, snap, loads } = start(() =>
      fail ? Promise.reject(new Error('offline')) : Promise.resolve({}),
    )
    actor.send({ type: 'panel.open' })
    await flush()
    expect(selectChatCodeStatus(snap())).toBe('failed')
    fail = false
    actor.send({ type: 'chat.retry' })
    await flush()
    expect(selectChatCodeStatus(snap())).toBe('ready')
    expect(loads()).toBe(2)
  })

  describe('unread messages', () => {
    it('counts what arrives while the panel is closed, and clears a member’s on opening them', () => {
      const { actor, snap } = start()
      actor.send({ type: 'message.received', fromId: '1' })
      actor.send({ type: 'message.received', fromId: '1' })
      actor.send({ type: 'message.received', fromId: '2' })
      expect(selectUnreadCount(snap())).toBe(3)
      actor.send({ type: 'panel.open', memberId: '1' })
      expect(selectUnreadCount(snap())).toBe(1)
      actor.send({ type: 'panel.open', memberId: '2' })
      expect(selectUnreadCount(snap())).toBe(0)
    })

    it('does not count the member on screen, but counts the others', () => {
      const { actor, snap } = start()
      actor.send({ type: 'panel.open', memberId: '1' })
      actor.send({ type: 'message.received', fromId: '1' })
      expect(selectUnreadCount(snap())).toBe(0)
      actor.send({ type: 'message.received', fromId: '9' })
      expect(selectUnreadCount(snap())).toBe(1)
    })

    it('counts the member of the conversation once the panel is closed, until it opens again', () => {
      const { actor, snap } = start()
      actor.send({ type: 'panel.open', memberId: '1' })
      actor.send({ type: 'panel.close' })
      actor.send({ type: 'message.received', fromId: '1' })
      expect(selectUnreadCount(snap())).toBe(1)
      actor.send({ type: 'panel.toggle' })
      expect(selectUnreadCount(snap())).toBe(0)
    })

    it('counts everything when no conversation is on screen', () => {
      const { actor, snap } = start()
      actor.send({ type: 'panel.open', memberId: '1' })
      actor.send({ type: 'member.cleared' })
      actor.send({ type: 'message.received', fromId: '1' })
      expect(selectMemberId(snap())).toBeNull()
      expect(selectUnreadCount(snap())).toBe(1)
    })
  })
})
