/**
 * Dates as the mock stores and sends them. Rows keep ISO strings (UTC); the wire uses the PHP/MySQL
 * form `YYYY-MM-DD HH:mm:ss` in Paris time (what the real API sends) and `YYYY-MM-DD` for calendar
 * dates. `now()` is the one clock every handler reads, so tests can pin it.
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

const parisClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

/**
 * `YYYY-MM-DD HH:mm:ss` in Paris time, as the real (French) server writes its MySQL dates, whatever
 * the machine's own time zone ('sv-SE' is the locale whose format is exactly that).
 */
export function sqlDateTime(isoDate: string): string {
  const d = new Date(isoDate)
  if (Number.isNaN(d.getTime())) return ''
  return parisClock.format(d).replace('T', ' ')
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
