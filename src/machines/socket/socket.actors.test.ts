import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { createPageEventsActor, createSocketActor } from './socket.actors'
import { socketMachine } from './socket.machine'
import {
  AUTH_OK,
  createFakeNetwork,
  createFakePage,
  type FakeSocket,
  ping,
  SESSION_ID,
  SOCKET_URL,
} from './socket.test-support'

describe('socket actor', () => {
  it('writes nothing but the auth frame before auth_ok, even when asked', () => {
    const network = createFakeNetwork()
    const actor = createActor(
      createSocketActor(() => network.WebSocket),
      {
        input: { url: SOCKET_URL, sessionId: SESSION_ID },
      },
    ).start()
    const socket = network.last as FakeSocket
    actor.send({ type: 'socket.write', id: 1, frame: ping(1) }) // still connecting: no throw
    socket.open()
    actor.send({ type: 'socket.write', id: 2, frame: ping(2) })
    expect(socket.parsedFrames()).toEqual([{ action: 'auth', session_id: SESSION_ID }])
    socket.push(AUTH_OK)
    actor.send({ type: 'socket.write', id: 3, frame: ping(3) })
    expect(socket.parsedFrames()).toEqual([{ action: 'auth', session_id: SESSION_ID }, ping(3)])
    actor.stop()
    expect(socket.clientCloseCode).toBe(1000)
  })

  it('page events: visible (not hidden) and online, until stopped', () => {
    const page = createFakePage()
    const received: string[] = []
    const parent = createActor(
      socketMachine.provide({
        actors: {
          socket: createSocketActor(() => createFakeNetwork().WebSocket),
          pageEvents: createPageEventsActor(() => ({ document: page.document, window: page.window })),
        },
      }),
      {
        input: { url: SOCKET_URL, sessionId: SESSION_ID },
        inspect: (e) => {
          if (e.type === '@xstate.event' && e.actorRef === parent) received.push(e.event.type)
        },
      },
    )
    parent.start()
    page.hide()
    page.show()
    page.goOnline()
    parent.stop()
    page.show()
    expect(received.filter((t) => t === 'page.visible' || t === 'network.online')).toEqual([
      'page.visible',
      'network.online',
    ])
  })
})
