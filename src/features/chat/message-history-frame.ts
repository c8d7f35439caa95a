/**
 * The conversation history's frame (message-history.tsx), shared with what stands in for it while
 * the conversation is read (history-while-loading.tsx), whose bubbles the page's first script draws
 * into the prerendered shell before the app runs (src/app/early-conversation.ts, issue 38): one
 * module, so the early bubbles sit where the virtualized list puts them, at the same width.
 */
import { css } from 'styled-system/css'

export const historyFrame = {
  wrapper: css({ position: 'relative', display: 'flex', flexDirection: 'column', minH: '0' }),
  // A column, so a short history sits at the bottom, by the composer, as chats do.
  scroller: css({
    flex: '1',
    minH: '0',
    display: 'flex',
    flexDirection: 'column',
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    py: '2',
    bg: 'bg.subtle',
    borderRadius: 'xl',
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
  }),
  inner: css({ position: 'relative', w: 'full', flexShrink: '0', mt: 'auto' }),
  // The virtualizer's rows, each placed where the rows before it end: no gap between them.
  item: css({ position: 'absolute', top: '0', left: '0', w: 'full' }),
  // The same rows in the page's flow, before the virtualizer is there: stacked, they end up in the
  // same places.
  flowItem: css({ w: 'full' }),
}
