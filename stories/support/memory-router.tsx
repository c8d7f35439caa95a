/**
 * Story routers: a wouter memory location with a history stack (so the modal router's Back has
 * somewhere to go) and a line showing the current URL.
 */
import { type BaseLocationHook, useLocation, useSearch } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'

/** A memory location with a history stack, so the modal router's Back has somewhere to go. */
export function createMemoryHistory(initial: string) {
  const memory = memoryLocation({ path: initial })
  const entries = [initial]
  let index = 0
  const navigate = (to: string, options?: { replace?: boolean }) => {
    if (options?.replace) entries[index] = to
    else {
      entries.splice(index + 1, entries.length, to)
      index += 1
    }
    memory.navigate(to)
  }
  const back = () => {
    if (index === 0) return
    index -= 1
    memory.navigate(entries[index]!)
  }
  const hook: BaseLocationHook = () => [memory.hook()[0], navigate]
  return { hook, searchHook: memory.searchHook, back, entries: () => entries.slice(0, index + 1) }
}

/** The URL the story's router is at. */
export function CurrentUrl() {
  const [location] = useLocation()
  const search = useSearch()
  return <p data-testid="current-url">{`${location}${search ? `?${search}` : ''}`}</p>
}
