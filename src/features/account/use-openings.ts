import { useState } from 'react'

/**
 * Counts a routed dialog's openings: its content is keyed by the count, so each opening starts a
 * fresh machine while a closing dialog keeps its content (and its running actor) until it is gone.
 */
export function useOpenings(open: boolean): number {
  const [openings, setOpenings] = useState({ open, count: open ? 1 : 0 })
  if (openings.open !== open) setOpenings({ open, count: open ? openings.count + 1 : openings.count })
  return openings.count
}
