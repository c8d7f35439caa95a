/**
 * The conversation page's frame: the page's grid (the conversations beside the open one from
 * 1024 px), the panel's (the side column from 1280 px when it fills the page) and the chat's column.
 * Shared by the page (conversation-page.tsx), the panel (conversation-panel.tsx) and the page's
 * loading state (conversation-skeleton.tsx), prerendered into the shell: one module, so the history
 * the shell paints is as wide as the app's at every size, and its bubbles wrap the same.
 */
import { css } from 'styled-system/css'

export const conversationFrame = {
  // As tall as the screen leaves under the shell and above the on-screen keyboard (--screen-h, see
  // app-layout.tsx; dynamic viewport units follow the browser's own bars), less the main area's
  // padding (0.75rem on phones, 1.5rem from 769 px, above and below).
  screen: css({
    w: 'full',
    h: { base: 'calc(var(--screen-h) - 1.5rem)', md: 'calc(var(--screen-h) - 3rem)' },
    minH: '22rem',
    display: 'grid',
    gridTemplateRows: 'minmax(0, 1fr)',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '20rem minmax(0, 1fr)' },
    gap: '4',
  }),
  // minmax(0, …): an implicit column (or a bare 1fr) is never narrower than its content, which pushed
  // the composer's button and the credits past the right edge of a 320 px phone (the widget).
  layout: css({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: '4',
    alignItems: 'start',
    w: 'full',
  }),
  layoutFull: css({ gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem' } }),
  // Filling the page, the side column needs the room of 1280 px: below, it is a sheet.
  layoutFill: css({ gridTemplateColumns: { base: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) 20rem' } }),
  chat: css({ display: 'flex', flexDirection: 'column', gap: '3', minW: '0' }),
  // Filling the page: one row as tall as the container, the history taking what the rest leaves.
  fill: css({ h: 'full', minH: '0', gridTemplateRows: 'minmax(0, 1fr)', alignItems: 'stretch' }),
  chatFill: css({ h: 'full', minH: '0', gap: '2' }),
  historyFill: css({ flex: '1', minH: '0' }),
  side: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  sideFill: css({ xlDown: { display: 'none' }, overflowY: 'auto', minH: '0' }),
  // The conversation's notice under the history (free messages left, a contact who refuses messages).
  alert: css({ p: '3', borderRadius: 'xl', bg: 'warning.subtle', color: 'warning.fg', fontSize: 'sm' }),
  // The conversations' column beside the open one (chat-list-column.tsx), from 1024 px.
  listColumn: css({ lgDown: { display: 'none' } }),
}
