/**
 * The tab property test's commands, and the runs it always makes beside its random ones: each a
 * counterexample fast-check once found (realtime-tabs.property.test.ts), kept so it never depends on a
 * seed again.
 */
export type Member = '42' | '43'
export type Meanwhile = 'none' | 'hide' | 'close' | 'crash' | 'open' | 'drop' | 'relogin'

export type Command =
  | { kind: 'open' }
  | { kind: 'close'; tab: number }
  | { kind: 'crash'; tab: number }
  | { kind: 'crashLeader' }
  | { kind: 'drop' }
  | { kind: 'offline' }
  | { kind: 'online' }
  | { kind: 'wait'; attempt: number }
  | { kind: 'relogin' }
  | { kind: 'focus'; tab: number }
  | { kind: 'visibility'; tab: number; visible: boolean }
  | { kind: 'openChat'; tab: number; with: Member | null }
  | { kind: 'readAll'; tab: number }
  /** A message from 42 or 43, or a visit, then (frames in flight) `meanwhile` happens to `tab`. */
  | { kind: 'push'; from: Member | 'visit'; meanwhile: Meanwhile; tab: number }

/** [commands, the order tabs are picked in]: fast-check's `examples` for the property. */
export const KNOWN_RUNS: [Command[], boolean[]][] = [
  // Seed -89404621 (a local run): two messages sent with no socket up, listed as one in a new
  // tab that the bell then read whole; a third heard; the next reading counted the unheard
  // one again (the server still counts all three).
  [
    [
      { kind: 'crash', tab: 0 },
      { kind: 'push', from: '42', meanwhile: 'none', tab: 0 },
      { kind: 'push', from: '42', meanwhile: 'none', tab: 0 },
      { kind: 'open' },
      { kind: 'readAll', tab: 0 },
      { kind: 'push', from: '42', meanwhile: 'none', tab: 0 },
      { kind: 'offline' },
    ],
    [false],
  ],
  // CI seed 2061689397: the conversation's tab heard 42's message and its page's read left,
  // then the tab closed before the answer; two more came with no socket up. The server read
  // the first: the next tab counts the two after it (the page says so as its read leaves).
  [
    [
      { kind: 'openChat', tab: 0, with: '42' },
      { kind: 'push', from: '42', meanwhile: 'close', tab: 0 },
      { kind: 'push', from: '42', meanwhile: 'none', tab: 0 },
      { kind: 'push', from: '42', meanwhile: 'none', tab: 0 },
      { kind: 'open' },
      { kind: 'wait', attempt: 1 },
    ],
    [false],
  ],
  [
    [
      { kind: 'openChat', tab: 0, with: '42' },
      { kind: 'visibility', tab: 0, visible: false },
      { kind: 'open' },
      { kind: 'push', from: '42', meanwhile: 'crash', tab: 0 },
      { kind: 'offline' },
    ],
    [false],
  ],
  [
    [
      { kind: 'open' },
      { kind: 'openChat', tab: 1, with: '42' },
      { kind: 'crash', tab: 1 },
      { kind: 'push', from: '42', meanwhile: 'none', tab: 0 },
    ],
    [false],
  ],
]
