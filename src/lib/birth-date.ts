/**
 * A member's birth date as the forms take it ('YYYY-MM-DD' from `<input type="date">`): reading it,
 * why it is refused, and the bounds the input offers. Members are adults.
 */
import { ageOn } from './dates'

/** Members are adults. */
export const MIN_AGE = 18
/** Born more than this many years ago is a typing mistake, not a member. */
export const MAX_AGE = 120

/** Why a birth date is refused; each form's view translates the code. */
export type BirthDateErrorCode =
  | 'required'
  /** Not a calendar date (31 February, a half-typed year). */
  | 'invalid'
  /** Under 18 on the day: members are adults. */
  | 'underage'
  /** In the future, or more than 120 years ago. */
  | 'implausible'

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

/** The birth date as a local calendar date, or null when the text is not one. */
export function parseBirthDate(value: string): Date | null {
  const m = DATE_PATTERN.exec(value.trim())
  if (!m) return null
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(year, month - 1, day)
  date.setFullYear(year) // years 0-99 would otherwise be read as 1900-1999
  const isSameDay = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
  return isSameDay ? date : null
}

/** Why a birth date is refused on `today`, or undefined when it is fine. */
export function birthDateError(value: string, today: Date): BirthDateErrorCode | undefined {
  if (value.trim() === '') return 'required'
  const birth = parseBirthDate(value)
  if (!birth) return 'invalid'
  const startOfToday = new Date(today.getFullYear(), today.getMonth(), today.getDate())
  if (birth.getTime() > startOfToday.getTime()) return 'implausible'
  const oldest = new Date(today.getFullYear() - MAX_AGE, today.getMonth(), today.getDate())
  if (birth.getTime() < oldest.getTime()) return 'implausible'
  if (ageOn(birth, today) < MIN_AGE) return 'underage'
  return undefined
}

/** 'YYYY-MM-DD' of a local date, as `<input type="date">` wants its bounds. */
function isoDate(d: Date): string {
  const mm = String(d.getMonth() + 1).padStart(2, '0')
  const dd = String(d.getDate()).padStart(2, '0')
  return `${String(d.getFullYear()).padStart(4, '0')}-${mm}-${dd}`
}

/** The `min` and `max` of a birth date input on `today`: born 120 years ago at most, 18 at least. */
export function birthDateBounds(today: Date = new Date()): { min: string; max: string } {
  const y = today.getFullYear()
  return {
    min: isoDate(new Date(y - MAX_AGE, today.getMonth(), today.getDate())),
    max: isoDate(new Date(y - MIN_AGE, today.getMonth(), today.getDate())),
  }
}
