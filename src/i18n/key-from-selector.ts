/**
 * i18next's `keyFromSelector` (27.1.2, `keysFromSelector` in its source), the only part of i18next's
 * runtime that react-i18next's `useTranslation` imports (for a `keyPrefix` given as a selector
 * function). i18next is one module of 20 kB (12 kB gzip): that one import kept all of it on the
 * first route, which the first paint never needs (issue 38). vite.config.ts resolves the hook's
 * import of it here; the app loads i18next itself after the first paint (src/app/boot.tsx).
 * `key-from-selector.test.ts` checks it answers as i18next's own does.
 */
const PATH_KEY = Symbol('i18next/PATH_KEY')

/** A proxy that records the properties read through it (`$ => $.a.b` reads `a`, then `b`). */
function createProxy(): object {
  const state: PropertyKey[] = []
  const handler: ProxyHandler<object> = Object.create(null)
  let proxy: { proxy: object; revoke: () => void } | undefined
  handler.get = (target, key) => {
    proxy?.revoke?.()
    if (key === PATH_KEY) return state
    state.push(key)
    proxy = Proxy.revocable(target, handler)
    return proxy.proxy
  }
  return Proxy.revocable(Object.create(null), handler).proxy
}

interface SelectorOptions {
  keySeparator?: string | false
  nsSeparator?: string | false
  enableSelector?: boolean | 'optimize' | 'strict'
  ns?: string | readonly string[]
}

/** The key a selector reads (`$ => $.a.b` is `a.b`), with its namespace when it names one of `ns`. */
export function keyFromSelector(selector: (proxy: never) => unknown, opts?: SelectorOptions): string {
  const { [PATH_KEY]: path } = selector(createProxy() as never) as { [PATH_KEY]: string[] }
  const keySeparator = opts?.keySeparator || '.'
  const nsSeparator = opts?.nsSeparator ?? ':'
  const strict = opts?.enableSelector === 'strict'
  if (path.length > 1 && nsSeparator) {
    const ns = opts?.ns
    const nsList = strict ? (Array.isArray(ns) ? ns : ns ? [ns] : null) : Array.isArray(ns) ? ns : null
    if (nsList) {
      const candidates = strict ? nsList : nsList.length > 1 ? nsList.slice(1) : []
      if (candidates.includes(path[0] as string)) {
        return `${path[0]}${nsSeparator}${path.slice(1).join(keySeparator)}`
      }
    }
  }
  return path.join(keySeparator)
}
