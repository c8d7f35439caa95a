/**
 * The frame of the swipe deck, shared by the deck (swipe-deck-view.tsx, swipe-card.tsx) and its
 * loading state (swipe-deck-placeholder.tsx), which is also painted before the app runs
 * (swipe-skeleton.tsx, prerendered into the page's shell): the same classes for the same boxes, so
 * the top card's photo, drawn into the loading state from the page's first answer
 * (src/app/largest-image.ts), is where the top card then puts it (issue 38).
 */
import { css } from 'styled-system/css'

export const deckLayout = {
  layout: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: { base: '3', md: '4' },
    maxW: 'md',
    mx: 'auto',
  }),
  // Phones are swiped by touch: no keyboard hint on screen (the deck's description still reads it).
  hint: css({ fontSize: 'sm', color: 'fg.muted', textAlign: 'center', mdDown: { display: 'none' } }),
  // As tall as the screen allows with the buttons still on it, under the shell (top bar, header,
  // tab bar: --screen-h, see app-layout.tsx) and what the page puts above the card: on phones the
  // padding and the intro (about 11rem with the buttons), wider the title and the hint too (17.5rem).
  // The width follows the 3:4 photo, up to the screen's.
  stack: css({
    position: 'relative',
    h: {
      base: 'clamp(16rem, var(--screen-h) - 11rem, 34rem)',
      md: 'clamp(16rem, var(--screen-h) - 17.5rem, 34rem)',
    },
    aspectRatio: '3 / 4',
    maxW: 'full',
    mx: 'auto',
    overflow: 'visible',
  }),
  /** A card: the top one, those behind it, and the loading state's. */
  card: css({
    position: 'absolute',
    inset: '0',
    borderRadius: '3xl',
    overflow: 'hidden',
    bg: 'bg.muted',
    boxShadow: 'overlay',
    touchAction: 'pan-y',
    userSelect: 'none',
    cursor: 'grab',
    transition: 'transform 0.25s ease-out',
    _motionReduce: { transition: 'none' },
  }),
  /** The card's photo frame (MemberPhoto's, filling the card). */
  photo: css({
    position: 'absolute',
    inset: '0',
    w: 'full',
    h: 'full',
    aspectRatio: 'auto',
    fontSize: '5xl',
  }),
  buttons: css({ display: 'flex', justifyContent: 'center', gap: '4', mt: '2' }),
  /** The pass and like buttons' width (the buttons are the Button recipe's `lg`: 3rem high). */
  button: css({ minW: '9rem' }),
}
