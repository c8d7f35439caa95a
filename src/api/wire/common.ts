/**
 * Wire shapes shared by every API area: how the server writes ids, numbers and flags. Readers stay
 * lenient (see `normalize/read.ts`); these types say what the server may send, not what it must.
 * Wire shapes are type aliases, not interfaces, so they fit where plain JSON records are expected
 * (`Record<string, unknown>`, as the mock backend's answers are).
 */

/** Ids arrive as numbers or numeric strings. */
export type WireId = string | number

/** Numbers arrive as numbers or numeric strings ("25", "4.5"). */
export type WireNumber = string | number

/** Flags arrive as '1' / '0', 1 / 0, or booleans. */
export type WireFlag = '1' | '0' | 1 | 0 | boolean

/**
 * The spec's form command names (section 7). It does not say where they travel; we read them as the
 * `action` of realtime messages (a new message, a visit, a favorite, a vote), which is where a
 * command-named event shows up in this API's family. Kept here so the socket and the mock agree.
 */
export const FORM_COMMANDS = {
  message: 'cmd_new',
  visit: 'cmd_visit',
  favorite: 'cmd_favoris',
  vote: 'cmd_vote',
} as const

export type WireFormCommand = (typeof FORM_COMMANDS)[keyof typeof FORM_COMMANDS]

/**
 * Our choice where the spec shows no answer for a command ("not shown"): `{ success: 1 }`, or
 * `{ success: 0, message }` / `{ error: 1, error_label }` when refused. Readers also accept an empty
 * body or plain text as success.
 */
export type WireCommandResponse = {
  success?: WireFlag
  error?: WireFlag
  error_label?: string
  message?: string
}

/** A paged list (our choice where the spec names no wrapper): items under `result`. */
export type WirePage<T> = {
  result: T[]
  nb_pages?: WireNumber
  total?: WireNumber
}
