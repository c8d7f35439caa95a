/**
 * The page's first script (issue 38, item 2): inlined into the head of app.html by the build
 * (vite.config.ts, `firstCallsScript`; the Content-Security-Policy allows it by its hash), it runs as
 * the HTML is read, before any file has arrived. On a member page with a stored login it asks for the
 * member lookup and the page's first data (src/app/first-calls.ts), for a visitor on a shared profile
 * link the profile, with the address and the headers the API client uses, and leaves the answers on
 * their way in `__FIRST_CALLS__` for the client to take once (src/api/first-calls-handover.ts).
 * Before, these calls waited for the app's code: the lookup started at 2.15 s of a cold visit on a
 * slow 4G phone, 0.23 s after the HTML.
 */
import { absoluteUrl, conversationRequest, type ReadRequest, requestUrl } from '../api/first-requests'
import { getConfig } from '../lib/config'
import { parseSlugId } from '../lib/slug'
import { readStoredLogin } from '../lib/stored-login'
import { EARLY_CONVERSATION_PAGE, showEarlyConversation } from './early-conversation'
import { EARLY_HOME_PAGE, showEarlyHome } from './early-home'
import { FIRST_REQUESTS, firstRequests, matchFirstRequests, visitorFirstRequests } from './first-calls'
import { LARGEST_PHOTOS, showLargestPhoto } from './largest-image'

const calls = new Map<string, Promise<Response>>()
globalThis.__FIRST_CALLS__ = calls
const memberPage = /^\/app(\/|$)/.test(location.pathname)
const login = memberPage ? readStoredLogin() : null
// A member: the lookup and the page's reads. A visitor (no stored login) on an open page, a shared
// profile link: the page's reads, with no session, as the app makes them for a visitor.
const requests = !memberPage
  ? []
  : login
    ? firstRequests(location.pathname, location.search, login.user_id)
    : visitorFirstRequests(location.pathname, location.search)
if (requests.length > 0) {
  const { apiBase, apiKey } = getConfig()
  // As the Request the client makes will spell it (URL serialization), the key it is taken by.
  const urlOf = (request: ReadRequest) =>
    new URL(absoluteUrl(apiBase, requestUrl(request, login?.session_id))).href
  for (const request of requests) {
    const url = urlOf(request)
    if (calls.has(url)) continue
    // The headers the API client sends (client.ts), so the server (and its CORS preflight) sees the
    // same call.
    const answer = fetch(url, {
      method: request.method,
      headers: { 'Api-Key': apiKey, 'Content-Type': 'application/json' },
    })
    // Never an unhandled rejection: a failure is the taker's to report, when it takes it.
    answer.catch(() => {})
    calls.set(url, answer)
  }
  // The page's largest photo, from its first read's answer (largest-image.ts): asked for, and on a
  // profile drawn, before the app's scripts are in. Where it is drawn, main.tsx asks for the app's
  // scripts once it is painted.
  const page = matchFirstRequests(location.pathname)
  const pageRead = page ? FIRST_REQUESTS[page.path]?.(page.params, location.search)[0] : undefined
  const answer = pageRead ? calls.get(urlOf(pageRead)) : undefined
  if (page && answer) {
    const painted = showLargestPhoto(page.path, answer)
    if (LARGEST_PHOTOS[page.path]?.drawn) globalThis.__LARGEST_PAINT__ = painted
  }
  // The home page's words from the member lookup (early-home.ts): its largest paint is the news line,
  // and main.tsx asks for the app's scripts once it is painted, as after a drawn photo.
  const lookup = login && requests[0] ? calls.get(urlOf(requests[0])) : undefined
  if (page?.path === EARLY_HOME_PAGE && lookup) {
    globalThis.__LARGEST_PAINT__ = showEarlyHome(lookup)
    globalThis.__EARLY_WORDS__ = true
  }
  // A conversation's newest messages from its read (early-conversation.ts): its largest paint is a
  // bubble. Without Montserrat until the app's first page is painted, as on the home page: the app
  // draws the bubbles again, and in the font they would be new, larger paints.
  const contactId = page?.path === EARLY_CONVERSATION_PAGE ? parseSlugId(page.params.chatSlug) : null
  const conversation = login && contactId ? calls.get(urlOf(conversationRequest(contactId))) : undefined
  if (login && conversation) {
    globalThis.__LARGEST_PAINT__ = showEarlyConversation(conversation, login.user_id, location.pathname)
    globalThis.__EARLY_WORDS__ = true
  }
}
