/**
 * State paths of a statechart, for checking that every state has a story. Structural types only, so
 * this stays a pure helper: an XState machine's `root` state node fits `StateNodeLike`.
 */

export interface StateNodeLike {
  states?: Record<string, StateNodeLike> | undefined
}

/** Every state node below the root as a dotted path, parents before children: ['idle', 'a', 'a.b']. */
export function statePaths(root: StateNodeLike): string[] {
  const paths: string[] = []
  const walk = (node: StateNodeLike, prefix: string) => {
    for (const [key, child] of Object.entries(node.states ?? {})) {
      const path = prefix ? `${prefix}.${key}` : key
      paths.push(path)
      walk(child, path)
    }
  }
  walk(root, '')
  return paths
}

/**
 * Compares a state path and a story name loosely: 'reconnecting.waiting', 'ReconnectingWaiting' and
 * 'Reconnecting waiting' all give 'reconnectingwaiting'.
 */
export function storyKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '')
}

export interface StateCoverage {
  paths: string[]
  covered: string[]
  missing: string[]
}

/**
 * A state is covered when a story is named after it or after one of its descendants (a story of
 * 'reconnecting.waiting' also shows 'reconnecting').
 */
export function stateCoverage(paths: readonly string[], storyNames: readonly string[]): StateCoverage {
  const stories = new Set(storyNames.map(storyKey))
  const named = paths.filter((path) => stories.has(storyKey(path)))
  const isCovered = (path: string) => named.some((n) => n === path || n.startsWith(`${path}.`))
  return {
    paths: [...paths],
    covered: paths.filter(isCovered),
    missing: paths.filter((path) => !isCovered(path)),
  }
}
