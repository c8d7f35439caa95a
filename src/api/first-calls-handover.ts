/**
 * The answers the page's first script asked for (src/app/first-calls.ts, run from app.html before the
 * app's code arrives), handed to the API client: a call the app makes to the same address, with the
 * same method, takes that answer on its way instead of asking the network. Each is taken once, then
 * forgotten: whoever asks again asks the network, as if the first script had never run.
 */

/** Where the first script leaves its calls: the address (absolute, as fetch sees it) and the answer on its way. */
export const FIRST_CALLS_GLOBAL = '__FIRST_CALLS__'

declare global {
  var __FIRST_CALLS__: Map<string, Promise<Response>> | undefined
}

/** The first script's answer for `request`, once; undefined if it asked for no such read. */
export function takeFirstCall(request: Pick<Request, 'method' | 'url'>): Promise<Response> | undefined {
  const calls = globalThis.__FIRST_CALLS__
  if (!calls || request.method !== 'GET') return undefined
  const answer = calls.get(request.url)
  if (answer) calls.delete(request.url)
  return answer
}
