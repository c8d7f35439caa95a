/**
 * Wire shapes of the chat (spec sections 3 and 7): contact lists, a loaded conversation, its
 * messages, sending, and the realtime message pushed over the WebSocket.
 */
import type { WireCommandResponse, WireFlag, WireFormCommand, WireId, WireNumber } from './common'
import type { WirePhoto, WirePhotoLike } from './photo'
import type { WireProfileCard } from './profile'

/**
 * A contact in `/ajax_api/load_contacts`. The spec lists the client fields only; these wire names
 * are ours, in the server's style (short snake_case, '1' flags).
 */
export type WireContact = {
  id: WireId
  pseudo?: string
  /** `YYYY-MM-DD HH:MM:SS` of the last message. */
  date_last_msg?: string
  last_msg_user_id?: WireId
  last_msg_id?: WireId
  last_msg?: string
  is_friend?: WireFlag
  is_blacklist?: WireFlag
  nb_new_msg?: WireNumber
  /** The avatar is to be shown blurred (free member). */
  need_blur?: WireFlag
  online?: WireFlag
  url_photo?: string
  /**
   * Ours, the spec names neither: the avatar's big size and the crop its owner saved (in that size's
   * pixels, as on any photo), so the lists can draw the square the owner chose.
   */
  url_big?: string
  crop?: WirePhoto['crop']
}

/** GET /ajax_api/load_contacts?filter (1 conversations, 2 blacklist, 3 friends): contacts under `contacts`. */
export type WireContactsResponse = {
  contacts: WireContact[]
}

/**
 * Album-share codes carried by `id_extra`: a0 request, a1 accept, a-1 refuse; `p_{photoId}` shares a
 * photo. Spec section 7.
 */
export type WireMessageExtra = 'a0' | 'a1' | 'a-1' | `p_${string}`

/** A message in a conversation. Our field names; the client fields are the spec's. */
export type WireMessage = {
  id: WireId
  /** `YYYY-MM-DD HH:MM:SS`. */
  date?: string
  id_dest?: WireId
  pseudo_dest?: string
  id_exp?: WireId
  pseudo_exp?: string
  prenom_exp?: string
  msg?: string
  /** Absent means sent. */
  state?: 'sent' | 'pending' | 'failed' | string
  /** URL of a shared photo. */
  tof?: string
  id_extra?: WireMessageExtra | string
}

/** The other member in a conversation. */
export type WireContactInfos = WireProfileCard & {
  connected?: WireFlag
}

/**
 * GET /ajax_api/load_messages?contact_id&contact. `first_private_pic` is ours in shape: the first
 * private photo of each side, which album-share messages show.
 */
export type WireConversationResponse = {
  chatID?: WireId
  /** Whether the contact is online now. */
  connected?: WireFlag
  credits_counter?: WireNumber
  /** Premium "eclairs" balance (boosts); the spec names it without saying more. */
  eclairs?: WireNumber
  contact_infos?: WireContactInfos
  first_private_pic?: { me?: WirePhotoLike | null; contact?: WirePhotoLike | null }
  /** The contact's photos. */
  photos_v2?: WirePhotoLike[]
  messages?: WireMessage[]
  /** A notice to show above the conversation (e.g. out of credits). */
  alert?: string
}

/** GET /ajax_api/send_message: not shown in the spec; ours echoes the stored message's id and date. */
export type WireSendMessageResponse = WireCommandResponse & {
  id?: WireId
  date?: string
}

/** GET /ajax_api/setIgnore and /ajax_api/setContact: not shown; a command answer. */
export type WireSetContactResponse = WireCommandResponse

/** The sender block of a realtime message. */
export type WireRealtimeSender = {
  id?: WireId
  age?: WireNumber
  pseudo?: string
}

/**
 * What the WebSocket pushes (spec section 7): kept raw, notifications build on it later. `action` is
 * one of the form commands (see `FORM_COMMANDS`), or another action the server adds.
 */
export type WireRealtimeMessage = {
  action: WireFormCommand | (string & {})
  connected?: WireFlag
  infos_exp?: WireRealtimeSender
  pseudo?: string
  msg?: string
  txt_title?: string
  /** Sender's avatar URL. */
  tof?: string
}

/** The first frame the client sends once the socket opens. */
export type WireRealtimeAuth = {
  action: 'auth'
  session_id: string
}
