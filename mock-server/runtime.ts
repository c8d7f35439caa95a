/**
 * What differs between the three runners (browser service worker, Vitest, standalone server), set by
 * each at start-up: how to read the shipped assets, how to resize an uploaded image, and where the
 * card-provider page lives. Handlers only ever go through these.
 */
export interface MockRuntime {
  /** Bytes of a file under mock-server/assets (e.g. `photos/portrait-01-small.jpg`), or null. */
  readAsset(path: string): Promise<Uint8Array | null>
  /** The image scaled so its width is at most `maxPx`; the original bytes when it cannot. */
  resizeImage(bytes: Uint8Array, type: string, maxPx: number): Promise<Uint8Array>
  /**
   * The card provider's page address. The browser cannot serve it from a handler (the service worker
   * lets page navigations through), so there it is a static file; elsewhere a handler under the API.
   */
  providerPageUrl(apiBase: string): string
  /** Where the provider sends the member back when the request says nothing (browser: the page). */
  defaultReturnOrigin(): string | null
  /**
   * Awaited before a call that changed something answers: the browser saves the database there, so
   * what the app was told is stored survives the page navigating away at once (the payment page).
   */
  afterMutation(): Promise<void>
  /**
   * What a 'store, then lose the answer' fault answers once the call did its work. Browser and Node:
   * a network error. The standalone server marks it (`LOST_ANSWER_HEADER`) and cuts the connection
   * after the status line: a browser retries on its own a GET whose reused connection closed before
   * any byte came back, which would store it twice, so the cut must come after the answer started.
   */
  lostAnswer(): Response
}

/** Marks the answer the standalone server must cut short (see `MockRuntime.lostAnswer`). */
export const LOST_ANSWER_HEADER = 'X-Mock-Lost-Answer'

export const runtime: MockRuntime = {
  readAsset: async () => null,
  resizeImage: async (bytes) => bytes,
  providerPageUrl: (apiBase) => `${apiBase}/__mock/provider`,
  defaultReturnOrigin: () => null,
  afterMutation: async () => {},
  lostAnswer: () => Response.error(),
}

export function configureRuntime(overrides: Partial<MockRuntime>): void {
  Object.assign(runtime, overrides)
}
