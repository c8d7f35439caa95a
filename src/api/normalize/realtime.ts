/**
 * The WebSocket's pushed frames, kept raw (spec section 7): parsed and checked for an `action`, no
 * more. Notifications are built from them later, in their own machine.
 */
import type { WireRealtimeMessage } from '../wire/chat'
import { isRecord } from './read'

/** A frame as a realtime message, or null when it is not JSON or has no action. */
export function readRealtimeMessage(data: unknown): WireRealtimeMessage | null {
  let value: unknown = data
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data)
    } catch {
      return null
    }
  }
  if (!isRecord(value) || typeof value.action !== 'string' || value.action === '') return null
  return value as unknown as WireRealtimeMessage
}
