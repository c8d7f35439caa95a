/**
 * The reads a member page starts with, by page (issue 38): the member lookup and the page's first
 * data. app.html runs these before anything else (src/app/first-calls-script.ts, inlined into the
 * page's head by the build), so they leave while the app's code is still on its way; the API client
 * then takes each answer once (src/api/first-calls-handover.ts) when the app makes the same call
 * (src/app/early-start.ts and the pages' machines). Plain data and pure functions only: this is
 * inlined into every page, and must not pull in the app.
 */
import { parse } from 'regexparam'
import {
  activitiesRequest,
  contactsRequest,
  conversationRequest,
  currentUserRequest,
  profileRequest,
  type ReadRequest,
  searchRequest,
  swipeProfilesRequest,
} from '../api/first-requests'
import { ContactFilter } from '../api/models/chat'
import { parseSlugId } from '../lib/slug'
import { criteriaOfQuery, parseSearchQuery } from '../machines/search-results/search-results.url'
import { isOpenPath } from './guard'
import type { PagePath } from './page-routes'

type Params = Record<string, string | undefined>

/**
 * Each page's first reads, as its machines make them (early-start.ts's FIRST_CALLS and TAKEN_CALLS
 * start the same ones through the app's functions; first-calls.test.ts checks they agree).
 */
export const FIRST_REQUESTS: Partial<Record<PagePath, (params: Params, search: string) => ReadRequest[]>> = {
  '/app': () => [activitiesRequest()],
  '/app/search/result': (_, search) => [searchRequest(criteriaOfQuery(parseSearchQuery(search)), 'search')],
  '/app/chat': () => [contactsRequest(ContactFilter.Conversations)],
  '/app/chat/:chatSlug': (params) => {
    const contactId = parseSlugId(params.chatSlug)
    return [
      contactsRequest(ContactFilter.Blacklist),
      contactsRequest(ContactFilter.Conversations),
      ...(contactId ? [conversationRequest(contactId)] : []),
    ]
  },
  '/app/swipe': () => [swipeProfilesRequest(1)],
  '/app/users/:userSlug': (params) => {
    const id = parseSlugId(params.userSlug)
    return id ? [profileRequest(id)] : []
  },
}

/** The pattern of FIRST_REQUESTS `pathname` is, as wouter matches it (regexparam), with its parameters. */
export function matchFirstRequests(pathname: string): { path: PagePath; params: Params } | null {
  for (const path of Object.keys(FIRST_REQUESTS) as PagePath[]) {
    const { keys, pattern } = parse(path)
    const found = pattern.exec(pathname)
    if (!found) continue
    const params: Params = {}
    keys.forEach((key, i) => {
      const value = found[i + 1]
      params[key] = value === undefined ? undefined : decodeURIComponent(value)
    })
    return { path, params }
  }
  return null
}

/** The page's own first reads at `pathname` + `search`, without the member lookup. */
function pageRequests(pathname: string, search: string): ReadRequest[] {
  const page = matchFirstRequests(pathname)
  return page ? (FIRST_REQUESTS[page.path]?.(page.params, search) ?? []) : []
}

/** The reads a member (`userId`) opening `pathname` + `search` starts with: the lookup first. */
export function firstRequests(pathname: string, search: string, userId: string): ReadRequest[] {
  return [currentUserRequest(userId), ...pageRequests(pathname, search)]
}

/**
 * The reads a visitor (no stored login) opening `pathname` + `search` starts with: an open page's own
 * (guard.ts's isOpenPath: a shared profile link), asked with no session as the app asks them for a
 * visitor; nothing on a page that sends a visitor to the register page.
 */
export function visitorFirstRequests(pathname: string, search: string): ReadRequest[] {
  return isOpenPath(pathname) ? pageRequests(pathname, search) : []
}
