/**
 * axe-core over a page and its frames, the way `@axe-core/playwright`'s `analyze()` runs it
 * (`axe.runPartial` in every frame at once, `axe.finishRun` on the partial results, a frame that
 * fails counted as not tested), without its two costs that grew with every check (issue 40):
 *  - it evaluated axe's 560 KB source in the page and in every frame at each call; here a document
 *    gets it once, and the four looks of one page load (support/looks.ts) reuse it;
 *  - it opened a new blank tab (a new renderer) for `finishRun` at each call, and loaded axe there
 *    too; here `finishRun` runs in the page's own axe, which the app's code never touches.
 * The rules, the context and the results are axe's own: nothing is left out.
 */
import type { Frame, Page } from '@playwright/test'
import axe, { type AxeResults, type ContextSpec, type PartialResult, type RunOptions } from 'axe-core'

/** The page's window once axe is in it (functions given to `evaluate` run in the page: no closures). */
type WithAxe = Window & { axe: typeof axe }

/** Loads axe in this frame's document unless it has it already. */
async function ensureAxe(frame: Frame): Promise<void> {
  const present = await frame
    .evaluate(() => typeof (window as unknown as WithAxe).axe?.runPartial === 'function')
    .catch(() => false)
  if (present) return
  await frame.evaluate(axe.source)
  await frame.evaluate(() =>
    (window as unknown as WithAxe).axe.configure({
      allowedOrigins: ['<same_origin>'],
      branding: { application: 'playwright' },
    }),
  )
}

/**
 * The top frame's partial result stays in the page, under this name, until `finishRun` takes it: it
 * holds every rule's nodes (about 500 KB of JSON on a results page), and sending it to the test and
 * back through the protocol took 350 ms of each 440 ms check, against 90 ms for axe itself (issue 40).
 * Child frames' partials still cross (axe runs in each frame's own document); they are small.
 */
const TOP_PARTIAL = '__axeTopPartial'
type TopPartial = typeof TOP_PARTIAL

type Partials = (PartialResult | TopPartial | null)[]

/**
 * Starts `runPartial` in this frame and, recursively, in its child frames; resolves to the partials in
 * axe's order (the frame's own, then each child's subtree). A child frame that cannot be reached or
 * fails gives one `null`, as `@axe-core/playwright` does; only the top frame's failure throws.
 */
async function partialTree(
  frame: Frame,
  context: unknown,
  options: RunOptions,
  top: boolean,
): Promise<() => Promise<Partials>> {
  const frameContexts: { frameSelector: unknown; frameContext: unknown }[] = await frame.evaluate(
    (c) =>
      JSON.parse(JSON.stringify((window as unknown as WithAxe).axe.utils.getFrameContexts(c as ContextSpec))),
    context,
  )
  const own = (
    top
      ? frame.evaluate(
          async ({ c, o, key }) => {
            const partial = await (window as unknown as WithAxe).axe.runPartial(
              c as ContextSpec,
              o as RunOptions,
            )
            ;(window as unknown as Record<string, unknown>)[key] = partial
            return key
          },
          { c: context, o: options as unknown, key: TOP_PARTIAL },
        )
      : frame.evaluate(
          ({ c, o }) => (window as unknown as WithAxe).axe.runPartial(c as ContextSpec, o as RunOptions),
          { c: context, o: options as unknown },
        )
  ) as Promise<PartialResult | TopPartial>
  own.catch(() => undefined)
  const children: (null | (() => Promise<Partials>))[] = []
  for (const { frameSelector, frameContext } of frameContexts) {
    let child: null | (() => Promise<Partials>) = null
    try {
      const handle = await frame.evaluateHandle(
        (s) => (window as unknown as WithAxe).axe.utils.shadowSelect(s as never),
        frameSelector,
      )
      const childFrame = await handle.asElement()?.contentFrame()
      if (childFrame) {
        await Promise.race([
          ensureAxe(childFrame),
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error('axe: frame did not load it')), 1_000),
          ),
        ])
        child = await partialTree(childFrame, frameContext as unknown, options, false)
      }
    } catch {
      child = null
    }
    children.push(child)
  }
  return async () => {
    try {
      const parent = await own
      const subtrees = await Promise.all(children.map((c) => (c ? c() : Promise.resolve([null]))))
      return [parent, ...subtrees.flat(1)]
    } catch (error) {
      if (top) throw error
      return [null]
    }
  }
}

export interface AxeRunOptions {
  exclude?: string[]
  disableRules?: string[]
  resultTypes?: RunOptions['resultTypes']
}

/** Runs axe on the page as it is now and returns axe's results. */
export async function runAxe(page: Page, options: AxeRunOptions = {}): Promise<AxeResults> {
  const context = { include: [], exclude: [...(options.exclude ?? [])] }
  const runOptions: RunOptions = {}
  if (options.resultTypes) runOptions.resultTypes = options.resultTypes
  if (options.disableRules?.length)
    runOptions.rules = Object.fromEntries(options.disableRules.map((id) => [id, { enabled: false }]))
  await ensureAxe(page.mainFrame())
  const partials = await (await partialTree(page.mainFrame(), context, runOptions, true))()
  return (await page.evaluate(
    ({ p, o, key }) => {
      const held = window as unknown as Record<string, unknown>
      const own = held[key]
      delete held[key]
      const all = (p as unknown[]).map((partial) => (partial === key ? own : partial))
      return (window as unknown as WithAxe).axe.finishRun(all as PartialResult[], o as RunOptions)
    },
    { p: partials as unknown, o: runOptions as unknown, key: TOP_PARTIAL },
  )) as AxeResults
}
