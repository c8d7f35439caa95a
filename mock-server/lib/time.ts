/**
 * Dates as the mock stores and sends them. Rows keep ISO strings; the wire uses the PHP/MySQL form
 * `YYYY-MM-DD HH:mm:ss` (what the real API sends) and `YYYY-MM-DD` for calendar dates. `now()` is
 * the one clock every handler reads, so tests can pin it.
 */
let pinned: number | null = null

export function now(): number {
  return pinned ?? Date.now()
}

/** Pins the clock (tests); `null` releases it. */
export function pinClock(ms: number | null): void {
  pinned = ms
}

export const iso = (ms: number) => new Date(ms).toISOString()
export const nowIso = () => iso(now())

const pad = (n: number) => String(n).padStart(2, '0')

/** `YYYY-MM-DD HH:mm:ss`, in UTC so every machine sends the same text for the same instant. */
export function sqlDateTime(isoDate: string): string {
  const d = new Date(isoDate)
  if (Number.isNaN(d.getTime())) return ''
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
}

export function ymd(ms: number): string {
  const d = new Date(ms)
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
}

/** Age in whole years at `at`, from a `YYYY-MM-DD` birthdate; 0 when unknown. */
export function ageFrom(birthdate: string, at: number = now()): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthdate)
  if (!m) return 0
  const d = new Date(at)
  let age = d.getUTCFullYear() - Number(m[1])
  const month = d.getUTCMonth() + 1
  if (month < Number(m[2]) || (month === Number(m[2]) && d.getUTCDate() < Number(m[3]))) age--
  return age
}

export const MINUTE = 60_000
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR
