/**
 * In-memory indexes over collections, rebuilt lazily after any change to the collection (its hooks
 * fire on create, update and delete, snapshot loads included). @msw/data scans a whole collection per
 * query; a search page asks for each card's photos and votes, so without these a page of 100 cards
 * scanned the votes table thousands of times.
 */
interface Indexable<T> {
  all(): T[]
  hooks: { on(type: 'create' | 'update' | 'delete', listener: () => void): unknown }
}

export function indexBy<T, K>(collection: Indexable<T>, key: (row: T) => K): (value: K) => readonly T[] {
  let index: Map<K, T[]> | null = null
  let size = -1
  for (const type of ['create', 'update', 'delete'] as const) {
    collection.hooks.on(type, () => {
      index = null
      // The hook fires before the changed row is stored (an update validates it asynchronously
      // first): forget again once the operation has finished, in case a read rebuilt meanwhile.
      setTimeout(() => {
        index = null
      }, 0)
    })
  }
  return (value) => {
    // The create hook fires before the row is stored, so a changed size also means "rebuild".
    const rows = collection.all()
    if (!index || rows.length !== size) {
      size = rows.length
      index = new Map()
      for (const row of rows) {
        const k = key(row)
        const list = index.get(k)
        if (list) list.push(row)
        else index.set(k, [row])
      }
    }
    return index.get(value) ?? []
  }
}
