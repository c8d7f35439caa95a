/**
 * Plays a short Web Animation on an element once, when it mounts: the cards' entrance and exit.
 * Nothing to clean up and no timer: the browser runs the animation. Skipped when the member asked
 * for reduced motion, and where the Web Animations API is missing.
 */
import { type RefObject, useLayoutEffect } from 'react'

export const CARD_ANIMATION_MS = 280

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  )
}

export function usePlayOnMount(
  ref: RefObject<HTMLElement | null>,
  keyframes: Keyframe[],
  options: KeyframeAnimationOptions = { duration: CARD_ANIMATION_MS, easing: 'ease-out' },
  /** False: the element appears as it is (read once, at mount). */
  play = true,
) {
  // Once per mount on purpose: the keyframes of a given card never change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: played once when the element appears
  useLayoutEffect(() => {
    const element = ref.current
    if (!play || !element || typeof element.animate !== 'function' || prefersReducedMotion()) return
    element.animate(keyframes, options)
  }, [])
}
