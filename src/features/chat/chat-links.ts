/** The chat's addresses (spec section 2): chats and profiles by slug, the report dialog, the promotion page. */
import { buildUserSlug } from '../../lib/slug'

export const chatHref = (nickname: string, id: string) => `/app/chat/${buildUserSlug(nickname, id)}`
export const profileHref = (nickname: string, id: string) => `/app/users/${buildUserSlug(nickname, id)}`
/** The member's profile with the report dialog open (modal `report`, spec section 2). */
export const reportHref = (nickname: string, id: string) =>
  `${profileHref(nickname, id)}?modal=report&modalId=${encodeURIComponent(id)}`
export const PROMOTION_HREF = '/app/promotion'
export const PHOTOS_HREF = '/app/account/photos'
