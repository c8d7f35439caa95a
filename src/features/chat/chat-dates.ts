/** How the chat writes dates: the time for today, else DD/MM/YYYY (spec section 9), with the time for messages. */
import { formatDate, parseApiDate } from '../../lib/dates'

const pad = (n: number) => String(n).padStart(2, '0')

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate()

/** '14:05' today, '21/11/2026' before; null when not a date. */
export function contactDate(value: string | null, now: Date = new Date()): string | null {
  const date = parseApiDate(value)
  if (!date) return null
  return sameDay(date, now) ? `${pad(date.getHours())}:${pad(date.getMinutes())}` : formatDate(date)
}

/** '14:05' today, '21/11/2026 14:05' before; null when not a date. */
export function messageTime(value: string | null, now: Date = new Date()): string | null {
  const date = parseApiDate(value)
  if (!date) return null
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`
  return sameDay(date, now) ? time : `${formatDate(date)} ${time}`
}

/** The machine-readable form for `<time dateTime>`. */
export function isoDateTime(value: string | null): string | undefined {
  const date = parseApiDate(value)
  return date ? date.toISOString() : undefined
}
