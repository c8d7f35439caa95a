/**
 * Dragging a swipe card: how far it must travel to count as a choice, and which keys and targets
 * the page-wide arrow keys leave alone. Pure, so it is tested without a DOM.
 */
import type { SwipeChoice } from '../../api/match'

/** Fraction of the card's width a drag must cover to count. */
export const DRAG_THRESHOLD_RATIO = 0.3
/** ...but never less than this, so a tiny card still needs a real gesture. */
export const DRAG_THRESHOLD_MIN_PX = 80
/** Moves shorter than this are a click, not a drag. */
export const CLICK_SLOP_PX = 6

export function dragThreshold(cardWidth: number): number {
  return Math.max(DRAG_THRESHOLD_MIN_PX, cardWidth * DRAG_THRESHOLD_RATIO)
}

/** The choice a released drag makes: right likes, left passes, short drags snap back. */
export function dragChoice(dx: number, cardWidth: number): SwipeChoice | null {
  const threshold = dragThreshold(cardWidth)
  if (dx >= threshold) return 'like'
  if (dx <= -threshold) return 'dislike'
  return null
}

/** How sure the drag looks, 0 to 1, for the "J'aime" / "Passer" stamp. */
export function dragProgress(dx: number, cardWidth: number): number {
  return Math.min(1, Math.abs(dx) / dragThreshold(cardWidth))
}

/** The card leans with the drag, a few degrees at most. */
export function dragRotation(dx: number, cardWidth: number): number {
  const max = 12
  return Math.max(-max, Math.min(max, (dx / Math.max(cardWidth, 1)) * max))
}

/** Where arrow keys already mean something: text, sliders, tabs, menus, listboxes, open dialogs. */
const OWN_ARROWS =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="slider"], [role="tablist"], [role="tab"], [role="menu"], [role="menuitem"], [role="listbox"], [role="option"], [role="radiogroup"], [role="radio"], [role="dialog"], [role="alertdialog"], [role="combobox"]'

/** Whether a page-wide arrow key pressed on `target` may swipe. */
export function isSwipeKeyTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return true
  return (target as Element).closest(OWN_ARROWS) === null
}
