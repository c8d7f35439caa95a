/**
 * The whole mock database: every collection in one fixed order, plus the snapshot form (plain arrays
 * per collection) used to seed, reset and persist it. Ids are numbers handed out by `nextId`, the way
 * a SQL auto-increment would. Collections report their changes through @msw/data's hooks, which gives
 * two things: a reset only reloads the tables a test touched (a full reload costs ~300 ms), and the
 * browser knows when to save.
 */
import { payments, subscriptions } from './billing'
import { conversations, messages } from './chat'
import { adSlots, cities, faq } from './content'
import { members } from './members'
import { photos } from './photos'
import { captchas, contactMessages, passwordResets, reports } from './requests'
import { sessions } from './sessions'
import { albumShares, blacklist, favorites, visits } from './social'
import { likes, matches, votes } from './votes'
import { activities } from './wall'

export const db = {
  cities,
  members,
  photos,
  subscriptions,
  sessions,
  conversations,
  messages,
  favorites,
  blacklist,
  visits,
  albumShares,
  votes,
  likes,
  matches,
  activities,
  payments,
  adSlots,
  faq,
  captchas,
  reports,
  contactMessages,
  passwordResets,
}

export type Tables = typeof db
export type TableName = keyof Tables
type Plain<R> = { [P in keyof R as P extends string ? P : never]: R[P] }
/** A row of a table as plain data (without @msw/data's internal symbols). */
export type RowOf<K extends TableName> = Plain<ReturnType<Tables[K]['all']>[number]>
/** Every collection as a plain array: what the seed builds and what the browser stores. */
export type Snapshot = { [K in TableName]: RowOf<K>[] }

export const TABLE_NAMES = Object.keys(db) as TableName[]

interface LooseCollection {
  clear(): void
  create(row: unknown): Promise<unknown>
  all(): unknown[]
  hooks: { on(type: 'create' | 'update' | 'delete', listener: () => void): unknown }
}
const collection = (name: TableName) => db[name] as unknown as LooseCollection

const dirty = new Set<TableName>()
const changeListeners = new Set<(table: TableName) => void>()
let loading = false

for (const name of TABLE_NAMES) {
  for (const type of ['create', 'update', 'delete'] as const) {
    collection(name).hooks.on(type, () => {
      if (loading) return
      dirty.add(name)
      for (const listener of changeListeners) listener(name)
    })
  }
}

/** Called after any change made outside a snapshot load, with its table (the browser saves on it). */
export function onDatabaseChange(listener: (table: TableName) => void): () => void {
  changeListeners.add(listener)
  return () => changeListeners.delete(listener)
}

/** Tables changed since the last load. */
export function dirtyTables(): TableName[] {
  return TABLE_NAMES.filter((name) => dirty.has(name))
}

const counters = new Map<TableName, number>()

/** The next id of a table whose rows carry a numeric `id`. */
export function nextId(table: TableName): number {
  let current = counters.get(table)
  if (current === undefined) {
    current = 0
    for (const row of collection(table).all() as { id?: unknown }[]) {
      if (typeof row.id === 'number' && row.id > current) current = row.id
    }
  }
  counters.set(table, current + 1)
  return current + 1
}

/** What identifies a row of each table (the tables without an `id` have another unique field). */
const KEY_OF: Partial<Record<TableName, string>> = {
  subscriptions: 'member_id',
  sessions: 'session_id',
  payments: 'abo_id',
  captchas: 'key',
}
const keyOf = (name: TableName, row: unknown) => (row as Record<string, unknown>)[KEY_OF[name] ?? 'id']

/** Each table's rows as loaded (key → JSON), to tell which rows a test changed. */
const baselines = new Map<TableName, Map<unknown, string>>()

async function reloadTable(name: TableName, rows: readonly unknown[]): Promise<void> {
  const target = collection(name)
  target.clear()
  // Copies, so the cached seed never shares objects with the live store.
  await Promise.all(rows.map((row) => target.create(structuredClone(row))))
  baselines.set(name, new Map(target.all().map((row) => [keyOf(name, row), JSON.stringify(row)])))
}

/**
 * Puts a table back as it was loaded, touching only the rows that changed: rows added since are
 * deleted, changed rows are updated in place (so the table keeps its order, which `findFirst` and
 * ties in sorting depend on). A table that lost a row is reloaded whole.
 */
async function restoreTable(name: TableName, rows: readonly unknown[]): Promise<void> {
  const baseline = baselines.get(name)
  const target = collection(name) as LooseCollection & {
    delete(record: unknown): unknown
    update(record: unknown, options: { data(draft: Record<string, unknown>): void }): Promise<unknown>
  }
  const live = target.all()
  if (!baseline || live.filter((row) => baseline.has(keyOf(name, row))).length !== baseline.size) {
    await reloadTable(name, rows)
    return
  }
  const seedByKey = new Map(rows.map((row) => [keyOf(name, row), row]))
  for (const row of [...live]) {
    const key = keyOf(name, row)
    const before = baseline.get(key)
    if (before === undefined) {
      target.delete(row)
    } else if (JSON.stringify(row) !== before) {
      const original = structuredClone(seedByKey.get(key)) as Record<string, unknown>
      await target.update(row, {
        data(draft) {
          for (const field of Object.keys(draft)) if (!(field in original)) delete draft[field]
          Object.assign(draft, original)
        },
      })
    }
  }
}

/**
 * Replaces the content of the given tables (all by default) with the snapshot's, and forgets that
 * they were changed. `onlyChangedRows` restores just the rows changed since the last load of that
 * same snapshot (the reset between tests: ~10 ms instead of ~300 ms).
 */
export async function loadSnapshot(
  snapshot: Snapshot,
  tables: readonly TableName[] = TABLE_NAMES,
  options: { onlyChangedRows?: boolean } = {},
): Promise<void> {
  loading = true
  try {
    for (const name of tables) {
      counters.delete(name)
      const rows = (snapshot[name] ?? []) as unknown[]
      if (options.onlyChangedRows) await restoreTable(name, rows)
      else await reloadTable(name, rows)
      dirty.delete(name)
    }
  } finally {
    loading = false
  }
}

/** A deep copy of one collection's rows, safe to serialize. */
export function takeTable<K extends TableName>(name: K): RowOf<K>[] {
  return collection(name)
    .all()
    .map((row) => structuredClone(row)) as RowOf<K>[]
}

/** A deep copy of every collection, safe to serialize. */
export function takeSnapshot(): Snapshot {
  const out = {} as Record<TableName, unknown[]>
  for (const name of TABLE_NAMES) {
    out[name] = collection(name)
      .all()
      .map((row) => structuredClone(row))
  }
  return out as Snapshot
}
