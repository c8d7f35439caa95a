/**
 * The whole mock database: every collection in one fixed order (the order the browser snapshot and the
 * seed rely on), plus the snapshot form (plain arrays per collection) used to seed, reset and persist.
 * Ids are numbers handed out by `nextId`, the way a SQL auto-increment would.
 */
import { conversations, messages } from './chat.ts'
import { payments, subscriptions } from './billing.ts'
import { adSlots, cities, faq } from './content.ts'
import { members } from './members.ts'
import { photos } from './photos.ts'
import { captchas, contactMessages, passwordResets, reports } from './requests.ts'
import { sessions } from './sessions.ts'
import { albumShares, blacklist, favorites, visits } from './social.ts'
import { likes, matches, votes } from './votes.ts'
import { activities } from './wall.ts'

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
type RowOf<C> = C extends { all(): Array<infer R> } ? R : never
/** Every collection as a plain array: what the seed builds and what the browser stores. */
export type Snapshot = { [K in TableName]: Omit<RowOf<Tables[K]>, never>[] }

export const TABLE_NAMES = Object.keys(db) as TableName[]

const counters = new Map<TableName, number>()

/** The next id of a table whose rows carry a numeric `id`. */
export function nextId(table: TableName): number {
  let current = counters.get(table)
  if (current === undefined) {
    current = 0
    for (const row of db[table].all() as { id?: unknown }[]) {
      if (typeof row.id === 'number' && row.id > current) current = row.id
    }
  }
  counters.set(table, current + 1)
  return current + 1
}

/** Replaces every collection's content with the snapshot's. */
export async function loadSnapshot(snapshot: Snapshot): Promise<void> {
  counters.clear()
  for (const name of TABLE_NAMES) {
    const collection = db[name] as unknown as {
      clear(): void
      create(row: unknown): Promise<unknown>
    }
    collection.clear()
    const rows = snapshot[name] ?? []
    // Copies, so the seed cache never shares objects with the live store.
    await Promise.all(rows.map((row) => collection.create(structuredClone(row))))
  }
}

/** A deep copy of every collection, safe to serialize. */
export function takeSnapshot(): Snapshot {
  const out = {} as Record<TableName, unknown[]>
  for (const name of TABLE_NAMES) {
    out[name] = (db[name].all() as unknown[]).map((row) => structuredClone(row))
  }
  return out as Snapshot
}
