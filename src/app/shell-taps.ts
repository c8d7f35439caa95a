/**
 * A tap on a page's prerendered HTML before the app runs is kept and done again once it runs
 * (issue 38). The landing page and the member shells paint from their HTML, and their scripts come
 * after that paint: for a moment their buttons (the account menu, "Retour", the landing page's) and
 * the visitor's selects (language, colour mode) are HTML that nothing answers. Links need nothing:
 * the browser follows them.
 *
 * Two halves:
 *  - SHELL_TAPS_SCRIPT, a part of the pages' first inline script (shell-head.ts): until
 *    `<html data-app-ready>`, a click on a button of `#root` is recorded by its name and stopped
 *    (React, hydrating the landing page, would otherwise replay it as well), and a select's change by
 *    its id and value;
 *  - replayShellTaps(), called by the app once it is ready (app.tsx): each recorded tap clicks the
 *    app's button of that name, each change sets the app's select, in the member's order.
 */

/** Where the first script keeps what it recorded, on `window`. */
export const SHELL_TAPS_GLOBAL = '__shellTaps'

export type ShellTap = { button: string } | { select: string; value: string }

declare global {
  interface Window {
    [SHELL_TAPS_GLOBAL]?: ShellTap[]
  }
}

/**
 * A button's name: its aria-label, or else its text. One function for both halves: the first script
 * carries its source (plain ES5, no closure), the app calls it.
 */
function nameOf(b: Element): string {
  return b.getAttribute('aria-label') || (b.textContent || '').trim()
}

export const SHELL_TAPS_SCRIPT =
  `;(function(){var d=document,t=window.${SHELL_TAPS_GLOBAL}=[],n=${nameOf.toString()},` +
  `r=function(){return d.documentElement.hasAttribute("data-app-ready")};` +
  `d.addEventListener("click",function(e){if(r())return;` +
  `var b=e.target&&e.target.closest&&e.target.closest("#root button");if(!b)return;` +
  `var k=n(b);if(!k)return;e.preventDefault();e.stopPropagation();t.push({button:k})},true);` +
  `d.addEventListener("change",function(e){if(r())return;var s=e.target;` +
  `if(s&&s.tagName==="SELECT"&&s.id&&s.closest("#root"))t.push({select:s.id,value:s.value})},true)` +
  `})()`

const buttonNamed = (root: ParentNode, name: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => nameOf(b) === name)

/** How long a recorded tap waits for its control to be rendered (a lazy part of the page). */
const WAIT_MS = 3_000
const STEP_MS = 50

function findLater<T>(find: () => T | undefined, timeoutMs: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    const started = Date.now()
    const look = () => {
      const found = find()
      if (found || Date.now() - started >= timeoutMs) resolve(found)
      else setTimeout(look, STEP_MS)
    }
    look()
  })
}

/**
 * Does again, on the running app, what the member did on the HTML before it ran; then forgets it.
 * A control the app does not render within 3 s is dropped: the page is no longer the one tapped.
 */
export async function replayShellTaps(
  win: Window & typeof globalThis = window,
  timeoutMs = WAIT_MS,
): Promise<void> {
  const taps = win[SHELL_TAPS_GLOBAL]?.splice(0) ?? []
  const root = win.document.getElementById('root') ?? win.document
  for (const tap of taps) {
    if ('button' in tap) {
      const button = await findLater(() => buttonNamed(root, tap.button), timeoutMs)
      button?.click()
    } else {
      const select = await findLater(() => {
        const element = win.document.getElementById(tap.select)
        return element instanceof win.HTMLSelectElement ? element : undefined
      }, timeoutMs)
      if (select && select.value !== tap.value) {
        select.value = tap.value
        select.dispatchEvent(new win.Event('change', { bubbles: true }))
      }
    }
  }
}
