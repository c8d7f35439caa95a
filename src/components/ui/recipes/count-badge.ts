/**
 * The unread count over an icon (the header's bell, the phones' Messages tab): a small pill on the
 * icon's top end corner. The host icon is `position: relative`. danger.solid + white is 5.63:1.
 */
import { defineRecipe } from '@pandacss/dev'

export const countBadge = defineRecipe({
  className: 'countBadge',
  jsx: ['CountBadge'],
  base: {
    position: 'absolute',
    top: '-0.5',
    insetEnd: '-0.5',
    minW: '5',
    h: '5',
    px: '1',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: 'pill',
    bg: 'danger.solid',
    color: 'danger.contrast',
    fontSize: '2xs',
    fontWeight: 'bold',
    lineHeight: '1',
    // The icon's target is under it: a tap on the count is a tap on the bell or the tab.
    pointerEvents: 'none',
  },
})
