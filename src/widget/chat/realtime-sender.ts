/** Who sent a realtime frame that is a chat message (cmd_new), or null for any other frame. */
import { record, text } from '../../api/normalize/read'
import type { WireRealtimeMessage } from '../../api/wire/chat'
import { FORM_COMMANDS } from '../../api/wire/common'

export function messageSenderId(message: WireRealtimeMessage | null | undefined): string | null {
  if (!message || typeof message !== 'object' || message.action !== FORM_COMMANDS.message) return null
  return text(record(message.infos_exp).id) || null
}
