/**
 * The realtime frames of spec section 3 (action, connected, infos_exp, pseudo, msg, txt_title, tof)
 * for each thing that can happen to a member. Message, visit, favorite and vote use the client's form
 * command names (cmd_new, cmd_visit, cmd_favoris, cmd_vote, see src/api/wire/common.ts); like, match
 * and the album actions have their own. Extra fields (chatID, id_msg, ...) help the app link the
 * notification to its screen.
 */
import type { WireRealtimeMessage } from '../../src/api/wire/chat'
import type { WireFormCommand } from '../../src/api/wire/common'
import type { Member } from '../db/members'
import { photoUrl } from '../lib/serialize'
import { ageFrom } from '../lib/time'
import { cityById, mainPhotoOf } from '../services/members'

export const REALTIME_ACTIONS = {
  message: 'cmd_new' satisfies WireFormCommand,
  visit: 'cmd_visit' satisfies WireFormCommand,
  favorite: 'cmd_favoris' satisfies WireFormCommand,
  vote: 'cmd_vote' satisfies WireFormCommand,
  like: 'like',
  match: 'match',
  albumRequest: 'album_request',
  albumAnswer: 'album_answer',
} as const

export type RealtimeFrame = WireRealtimeMessage & Record<string, unknown>

export function realtimeFrame(
  action: string,
  sender: Member,
  msg: string,
  title: string,
  apiBase: string,
  extra: Record<string, unknown> = {},
): RealtimeFrame {
  const avatar = mainPhotoOf(sender.id)
  const tof = avatar ? photoUrl(avatar, 'small', apiBase) : ''
  return {
    action,
    connected: sender.online ? 1 : 0,
    infos_exp: {
      id: String(sender.id),
      age: String(ageFrom(sender.birthdate)),
      pseudo: sender.pseudo,
      prenom: sender.prenom,
      zone_name: cityById(sender.city_id)?.zone_name ?? '',
      tof,
    } as RealtimeFrame['infos_exp'],
    pseudo: sender.pseudo,
    msg,
    txt_title: title,
    tof,
    ...extra,
  }
}

/** The acknowledgement of a good `auth` frame. */
export const authOkFrame = (memberId: number) => ({
  action: 'auth_ok',
  connected: 1,
  user_id: String(memberId),
})

/** An error frame: before auth, or a bad session (then the socket closes with 4001). */
export const errorFrame = (msg: string) => ({ action: 'error', connected: 0, msg })
