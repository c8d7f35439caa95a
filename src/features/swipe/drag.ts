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

/** A flick this fast (px per ms, i.e. 500 px/s) at release counts even short of the threshold... */
export const FLING_VELOCITY = 0.5
/** ...when the card has travelled at least a finger's width the same way (jitter never flings). */
export const FLING_MIN_PX = 48

/**
 * The choice a released drag makes: right likes, left passes, short slow drags snap back. A fling
 * (`velocity`, px per ms over the last moments of the drag, positive to the right) decides from a
 * shorter distance, as a thumb flicks a card away rather than carrying it across the screen.
 */
export function dragChoice(dx: number, cardWidth: number, velocity = 0): SwipeChoice | null {
  const threshold = dragThreshold(cardWidth)
  if (dx >= threshold) return 'like'
  if (dx <= -threshold) return 'dislike'
  if (velocity >= FLING_VELOCITY && dx >= FLING_MIN_PX) return 'like'
  if (velocity <= -FLING_VELOCITY && dx <= -FLING_MIN_PX) return 'dislike'
  return null
}

/** How long back the release velocity looks: the last moments of the gesture, not its start. */
export const VELOCITY_WINDOW_MS = 100

export interface DragSample {
  x: number
  t: number
}

/** The velocity at release (px per ms) from the pointer's recent samples, oldest first. */
export function releaseVelocity(samples: readonly DragSample[]): number {
  const last = samples.at(-1)
  if (!last) return 0
  const first = samples.find((s) => last.t - s.t <= VELOCITY_WINDOW_MS) ?? last
  const dt = last.t - first.t
  return dt > 0 ? (last.x - first.x) / dt : 0
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
