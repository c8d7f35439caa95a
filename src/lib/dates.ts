/** Date helpers: spec section 9's DD/MM/YYYY in the French locale, 'Non disponible' decided by the view. */

/** Parses the API's dates ('YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss', ISO, or a Unix time in seconds). */
export function parseApiDate(value: unknown): Date | null {
  if (value === null || value === undefined || value === '' || value === '0000-00-00') return null
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value
  if (typeof value === 'number' || (typeof value === 'string' && /^\d{9,11}$/.test(value))) {
    const d = new Date(Number(value) * 1000)
    return Number.isNaN(d.getTime()) ? null : d
  }
  if (typeof value !== 'string') return null
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value)
  if (m) {
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = m
    const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s))
    return Number.isNaN(date.getTime()) ? null : date
  }
  const fr = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value)
  if (fr) return new Date(Number(fr[3]), Number(fr[2]) - 1, Number(fr[1]))
  const d = new Date(value)
  return Number.isNaN(d.getTime()) ? null : d
}

/** DD/MM/YYYY, or null when the value is not a date (the view then says 'Non disponible'). */
export function formatDate(value: unknown): string | null {
  const d = parseApiDate(value)
  if (!d) return null
  const dd = String(d.getDate()).padStart(2, '0')
  const mm = String(d.getMonth() + 1).padStart(2, '0')
  return `${dd}/${mm}/${d.getFullYear()}`
}

/** Whole years between a birth date and today (adults only: the forms refuse under 18). */
export function ageOn(birth: Date, today: Date = new Date()): number {
  let age = today.getFullYear() - birth.getFullYear()
  const beforeBirthday =
    today.getMonth() < birth.getMonth() ||
    (today.getMonth() === birth.getMonth() && today.getDate() < birth.getDate())
  if (beforeBirthday) age -= 1
  return age
}
