/**
 * Random tokens (session ids, login tokens, upload keys, payment ids). They need to be unguessable in
 * spirit, not reproducible, so they come from crypto rather than the seed's generator.
 */
export function token(bytes = 16): string {
  const buf = new Uint8Array(bytes)
  crypto.getRandomValues(buf)
  return Array.from(buf, (b) => b.toString(16).padStart(2, '0')).join('')
}
