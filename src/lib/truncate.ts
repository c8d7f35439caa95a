/** Spec section 9: text is truncated to 15 characters by default, ending with three dots. */
export const DEFAULT_TRUNCATE_LENGTH = 15

export function truncate(text: string | null | undefined, max: number = DEFAULT_TRUNCATE_LENGTH): string {
  if (!text) return ''
  // Count user-perceived characters so an emoji or an accented letter is never cut in half.
  const chars = Array.from(text)
  if (chars.length <= max) return text
  return `${chars.slice(0, max).join('').trimEnd()}...`
}
