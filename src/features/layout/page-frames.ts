/**
 * The frames of pages whose content does not start at the top of the layout's main column: each page
 * and its placeholder while the member is looked up (page-skeleton.tsx, prerendered into its shell)
 * share the class, so the heading is where the shell painted it when the page arrives.
 */
import { css } from 'styled-system/css'

/** /app/chat: a narrower centred column. */
export const chatListFrame = css({ maxW: '3xl', mx: 'auto', py: '4', w: 'full' })

/** Each page's frame, by route pattern; none: the main column itself. */
export const PAGE_FRAMES: Record<string, string | undefined> = {
  '/app/chat': chatListFrame,
}
