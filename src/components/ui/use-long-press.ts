/**
 * Press-and-hold for touch screens. Ark's tooltip ignores touch pointers (it opens on hover and on
 * keyboard focus only), and the spec asks for a 700 ms touch delay; so this hook owns the one timer
 * in the UI kit: started on a touch `pointerdown`, cancelled on release, cancel, leave or unmount.
 */
import { type PointerEvent, useCallback, useEffect, useRef } from 'react'

export function useLongPress(delayMs: number, onLongPress: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const callback = useRef(onLongPress)
  callback.current = onLongPress

  const cancel = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current)
    timer.current = undefined
  }, [])

  useEffect(() => cancel, [cancel])

  const onPointerDown = useCallback(
    (event: PointerEvent) => {
      if (event.pointerType !== 'touch') return
      cancel()
      timer.current = setTimeout(() => {
        timer.current = undefined
        callback.current()
      }, delayMs)
    },
    [cancel, delayMs],
  )

  return { onPointerDown, onPointerUp: cancel, onPointerCancel: cancel, onPointerLeave: cancel }
}
