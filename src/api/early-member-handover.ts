/**
 * What the home page shows of the member from the member lookup (the nickname, the wall's news
 * count), read by the page's first script (src/app/early-home.ts) before the app runs (issue 38):
 * the script writes it into the prerendered shell and leaves it here, so the home page's loading
 * state, which the app renders over the shell while the lookup is handed to the session, shows the
 * same words in the same place instead of taking them away until the lookup is in.
 */

export interface EarlyMember {
  nickname: string
  wallNews: number
}

declare global {
  var __EARLY_MEMBER__: EarlyMember | undefined
}

/** Leaves what the lookup said of the member (the first script). */
export function leaveEarlyMember(member: EarlyMember): void {
  globalThis.__EARLY_MEMBER__ = member
}

/** What the first script read of the member, or null. */
export function earlyMember(): EarlyMember | null {
  return globalThis.__EARLY_MEMBER__ ?? null
}
