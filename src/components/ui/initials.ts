/** Up to two initials from a display name ("marie-claire dupont" -> "MD"); empty names give "?". */
export function initials(name: string | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/[\s_]+/)
    .filter(Boolean)
  if (words.length === 0) return '?'
  const first = Array.from(words[0] ?? '')[0] ?? ''
  const last = words.length > 1 ? (Array.from(words[words.length - 1] ?? '')[0] ?? '') : ''
  return (first + last).toLocaleUpperCase('fr')
}
