import { useState } from 'react'

/** True from the first time `value` is true: a lazily loaded dialog's module stays once loaded. */
export function useLatch(value: boolean): boolean {
  const [latched, setLatched] = useState(value)
  if (value && !latched) setLatched(true)
  return latched || value
}
