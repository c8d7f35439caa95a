/**
 * A starting payload for an event, read from where its type is declared in the machine's sources
 * (`| { type: 'photo.crop'; area: CropArea; zoom: number }`): every field gets a placeholder of its
 * declared type, for QA to edit before sending. Pure: the sources come in as text.
 */

/** The object type literal `{ ... }` around `index` in `source`, braces balanced. */
function enclosingObject(source: string, index: number): string | null {
  let depth = 0
  let start = -1
  for (let i = index; i >= 0; i--) {
    const c = source[i]
    if (c === '}') depth++
    else if (c === '{') {
      if (depth === 0) {
        start = i
        break
      }
      depth--
    }
  }
  if (start < 0) return null
  depth = 0
  for (let i = start; i < source.length; i++) {
    const c = source[i]
    if (c === '{') depth++
    else if (c === '}') {
      depth--
      if (depth === 0) return source.slice(start + 1, i)
    }
  }
  return null
}

/** Splits at top-level `;`, `,` and new lines (not inside braces, brackets, parentheses or angles). */
function topLevelMembers(body: string): string[] {
  const members: string[] = []
  let depth = 0
  let current = ''
  for (const c of body) {
    if ('{[(<'.includes(c)) depth++
    if ('}])>'.includes(c)) depth--
    if (depth === 0 && (c === ';' || c === ',' || c === '\n')) {
      members.push(current)
      current = ''
    } else current += c
  }
  members.push(current)
  return members
    .map((m) => m.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '').trim())
    .filter((m) => m && !m.startsWith('*'))
}

/** A placeholder value for a TypeScript type as written. */
export function placeholderFor(type: string): unknown {
  const t = type.trim()
  const options = t.split('|').map((o) => o.trim())
  if (options.length > 1) {
    const concrete = options.find((o) => o !== 'null' && o !== 'undefined')
    return concrete ? placeholderFor(concrete) : null
  }
  if (/^'.*'$|^".*"$/.test(t)) return t.slice(1, -1)
  if (/^-?\d/.test(t)) return Number(t)
  if (t === 'string') return ''
  if (t === 'number') return 0
  if (t === 'boolean' || t === 'true' || t === 'false') return t === 'true'
  if (t.endsWith('[]') || t.startsWith('Array<') || t.startsWith('readonly ')) return []
  if (t.startsWith('{')) return objectPlaceholder(t.slice(1, -1))
  if (t === 'null' || t === 'undefined' || t === 'unknown') return null
  return {}
}

function objectPlaceholder(body: string): Record<string, unknown> {
  const result: Record<string, unknown> = {}
  for (const member of topLevelMembers(body)) {
    const match = /^(?:readonly\s+)?([A-Za-z_$][\w$]*)(\??):\s*([\s\S]+)$/.exec(member)
    if (!match?.[1] || !match[3] || match[2] === '?') continue
    result[match[1]] = placeholderFor(match[3])
  }
  return result
}

/**
 * The event `type` with a placeholder for each required field declared with it in `sources`, or
 * null when no declaration was found. Done and error events of invoked actors get `output`/`error`.
 */
export function eventTemplate(type: string, sources: readonly string[]): Record<string, unknown> | null {
  if (type.startsWith('xstate.done.')) return { type, output: {} }
  if (type.startsWith('xstate.error.')) return { type, error: { message: 'Failed' } }
  const needle = new RegExp(`type:\\s*['"]${type.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]`)
  for (const source of sources) {
    const match = needle.exec(source)
    if (!match) continue
    const body = enclosingObject(source, match.index)
    if (body === null) continue
    return { ...objectPlaceholder(body), type }
  }
  return null
}

/** Whether an event carries more than its type, so a button opens the JSON editor first. */
export function needsPayload(template: Record<string, unknown> | null): boolean {
  return template !== null && Object.keys(template).some((key) => key !== 'type')
}
