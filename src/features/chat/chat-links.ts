/** The chat's addresses (spec section 2): chats and profiles by slug, the report dialog, the promotion page. */
import { buildUserSlug } from '../../lib/slug'

export const chatHref = (nickname: string, id: string) => `/app/chat/${buildUserSlug(nickname, id)}`
export const profileHref = (nickname: string, id: string) => `/app/users/${buildUserSlug(nickname, id)}`
/** The member's profile with the report dialog open (modal `report`, spec section 2). */
export const reportHref = (nickname: string, id: string) =>
  `${profileHref(nickname, id)}?modal=report&modalId=${encodeURIComponent(id)}`
/** The nickname part of a slug, shown until the conversation says the real one. */
export const nicknameOfSlug = (slug: string) => slug.slice(0, Math.max(0, slug.lastIndexOf('-')))
/** The slug of a conversation's address (/app/chat/{chatSlug}), '' elsewhere. */
export const chatSlugOf = (pathname: string) =>
  pathname.startsWith('/app/chat/') ? decodeURIComponent(pathname.slice('/app/chat/'.length)) : ''
export const PROMOTION_HREF = '/app/promotion'
export const PHOTOS_HREF = '/app/account/photos'
