/**
 * The page's first reads leave earlier still, from the first script in app.html's head
 * (first-calls-script.ts, issue 38): the calls made here through the API client then take those
 * answers on their way (src/api/first-calls-handover.ts) instead of asking the network.
 *
 * A member page's requests, all started at once as soon as the entry knows the address (main.tsx
 * imports this module on /app addresses): the member lookup, the page's translations, and the
 * page's first call where it needs only the stored login and the address. The page's chunks and the
 * member header's come in the same breath, preloaded by the `Link` header nginx sends with the page
 * (scripts/nginx/page-preloads.ts); importing them here would make the bundler split the first
 * route into many small files (see route-loaders.ts). Before, each waited for the one before it (entry, lookup, page chunk, translations,
 * data: one round trip each on a phone's network) before the page's heading and data showed.
 *
 * Nothing is asked twice: the translations come through the same loaders the app uses later (the
 * browser fetches a module once), cached reads are answered from the read cache's
 * call in flight, and the lookup and the swipe deck, which are never cached, are taken once from
 * src/api/early.ts by the session and the deck. Nothing here reaches the service worker's caches.
 */
import { parse } from 'regexparam'
import { readCache } from '../api/cache'
import { getContacts, prefetchConversation } from '../api/chat'
import { prefetchSwipeProfiles } from '../api/match'
import { ContactFilter } from '../api/models/chat'
import { searchMembers } from '../api/search'
import { getActivities } from '../api/social'
import { getProfile, prefetchCurrentUser } from '../api/users'
import { loadNamespace } from '../i18n/locale-loaders'
import { DEFAULT_LANGUAGE, isLanguage } from '../lib/languages'
import { readLanguage } from '../lib/preferences'
import { parseSlugId } from '../lib/slug'
import { readStoredLogin } from '../lib/stored-login'
import { yieldToMain } from '../lib/yield-to-main'
import { criteriaOfQuery, parseSearchQuery } from '../machines/search-results/search-results.url'
import { PAGE_NAMESPACES, type PagePath } from './page-routes'

type Params = Record<string, string | undefined>

/** What boot.tsx's i18n loads before the first render (src/i18n/i18n.ts NAMESPACES). */
const STARTUP_NAMESPACES = ['common', 'ui']

/**
 * Each page's first cached reads, made exactly as its machine makes them (same function, same
 * arguments, so the same cache key): the page's machine then finds them on their way, or their
 * failure, handed over once (`readCache.early`).
 */
export const FIRST_CALLS: Partial<Record<PagePath, (params: Params, search: string) => void>> = {
  // Recent activity (activities machine).
  '/app': () => void getActivities().catch(() => {}),
  // The results of the query in the address (search-results machine, use-search-results.ts).
  '/app/search/result': (_, search) =>
    void searchMembers(criteriaOfQuery(parseSearchQuery(search)), 'search').catch(() => {}),
  // The conversations list (contact-list machine).
  '/app/chat': () => void getContacts(ContactFilter.Conversations).catch(() => {}),
  // The two lists telling where the contact stands (conversation machine), the conversations list
  // beside it (contact-list machine) being one of them.
  '/app/chat/:chatSlug': () => {
    void getContacts(ContactFilter.Blacklist).catch(() => {})
    void getContacts(ContactFilter.Conversations).catch(() => {})
  },
  // The member's profile (profile machine, profile.actors.ts).
  '/app/users/:userSlug': (params) => {
    const id = parseSlugId(params.userSlug)
    if (id) void getProfile(id).catch(() => {})
  },
}

/**
 * Each page's first reads its machine always makes afresh: started here, taken once by the machine
 * (src/api/early.ts), failure included.
 */
export const TAKEN_CALLS: Partial<Record<PagePath, (params: Params) => void>> = {
  // The conversation (conversation machine; reading it marks it read).
  '/app/chat/:chatSlug': (params) => {
    const contactId = parseSlugId(params.chatSlug)
    if (contactId) prefetchConversation(contactId)
  },
  // The deck's first page (swipe-deck machine).
  '/app/swipe': () => void prefetchSwipeProfiles().catch(() => {}),
}

/** The page pattern `pathname` is, as wouter's router matches it (regexparam), or null. */
export function matchPage(pathname: string): { path: PagePath; params: Params } | null {
  for (const path of Object.keys(PAGE_NAMESPACES) as PagePath[]) {
    const { keys, pattern } = parse(path)
    const found = pattern.exec(pathname)
    if (!found) continue
    const params: Params = {}
    keys.forEach((key, i) => {
      params[key] = found[i + 1] === undefined ? undefined : decodeURIComponent(found[i + 1] as string)
    })
    return { path, params }
  }
  return null
}

/**
 * Starts what the page at `pathname` + `search` needs; nothing without a stored login. Each group
 * starts in a task of its own (yield-to-main.ts): the first call through the API client costs a few
 * milliseconds of setting up, and with this chunk's evaluation before it the start was one task of
 * 23 ms at full CPU speed, long enough for Lighthouse's blocking time.
 */
export async function startPage(pathname: string, search: string): Promise<void> {
  const login = readStoredLogin()
  if (!login) return
  await yieldToMain()
  prefetchCurrentUser(login.user_id)
  const page = matchPage(pathname)
  if (!page) return
  await yieldToMain()
  // A first call that fails fails for the page too, as if it had made it (the read cache hands the
  // failure over once), so the page offers to try again instead of silently asking twice.
  const first = FIRST_CALLS[page.path]
  if (first) readCache.early(() => first(page.params, search))
  TAKEN_CALLS[page.path]?.(page.params)
  await yieldToMain()
  const namespace = PAGE_NAMESPACES[page.path]
  const stored = readLanguage()
  const language = isLanguage(stored) ? stored : DEFAULT_LANGUAGE
  // French is every language's fallback: i18next reads it beside the member's own.
  for (const lng of new Set([language, DEFAULT_LANGUAGE]))
    for (const ns of new Set([...STARTUP_NAMESPACES, namespace])) void loadNamespace(lng, ns).catch(() => {})
}
