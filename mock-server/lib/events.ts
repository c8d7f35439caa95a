/**
 * What happened to whom, as the services record it. The socket hub turns these into realtime frames
 * for the member concerned, and the simulation answers the ones addressed to simulated members. A
 * plain in-process bus keeps services free of both.
 */
import type { Message } from '../db/chat'

export type MockEvent =
  | { type: 'message'; message: Message }
  | { type: 'visit'; visitorId: number; visitedId: number }
  | { type: 'vote'; voterId: number; targetId: number; photoNum: number; score: number }
  | { type: 'favorite'; ownerId: number; targetId: number }
  | { type: 'like'; fromId: number; toId: number }
  | { type: 'match'; aId: number; bId: number }
  | { type: 'album_request'; fromId: number; toId: number }
  | { type: 'album_answer'; fromId: number; toId: number; accepted: boolean }

type Listener = (event: MockEvent) => void
const listeners = new Set<Listener>()

export function onMockEvent(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function emitMockEvent(event: MockEvent): void {
  for (const listener of listeners) {
    try {
      listener(event)
    } catch (error) {
      console.error('[mock-server] event listener failed:', error)
    }
  }
}
