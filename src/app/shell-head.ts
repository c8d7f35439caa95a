/**
 * The first script of every page (inline in <head>, so it runs before the first paint; its hash is
 * in the Content-Security-Policy, scripts/csp.ts). It does four things the HTML alone cannot:
 *
 * - paints the colour mode the member chose (or the system's) at once: boot.tsx's applyColorMode does
 *   the same later, so the page never flashes the light scheme before the dark one;
 * - keeps the shell cookies (shell-routes.ts) in step with the stored language and login, so the next
 *   page nginx serves is the member's own;
 * - hides a prerendered shell that is not this browser's (another language, or the member header for
 *   a visitor, or the other way round), until the app renders the right one: a member never sees a
 *   word in another language, only the blank page of before;
 * - keeps a tap on the page's buttons before the app runs, for the app to do once it runs
 *   (shell-taps.ts).
 *
 * It reads the same keys as src/lib/preferences.ts and src/lib/stored-login.ts; a throwing storage
 * (private mode, a blocked cookie jar) leaves the page as the HTML has it.
 */

import { LANGUAGES } from '../lib/languages'
import { COLOR_MODE_KEY, LANGUAGE_KEY } from '../lib/preferences'
import { STORED_LOGIN_KEY } from '../lib/stored-login'
import { SHELL_COOKIES } from './shell-routes'
import { SHELL_TAPS_SCRIPT } from './shell-taps'

/** A year: the cookies follow the preferences, which never expire either. */
const COOKIE_TAIL = ';path=/;max-age=31536000;samesite=lax'

export const SHELL_HEAD_SCRIPT =
  `(function(){try{var d=document.documentElement,s=localStorage,` +
  `m=s.getItem(${JSON.stringify(COLOR_MODE_KEY)}),l=s.getItem(${JSON.stringify(LANGUAGE_KEY)}),` +
  `k=!!s.getItem(${JSON.stringify(STORED_LOGIN_KEY)}),` +
  `dk=m==="dark"||(m!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches);` +
  `d.classList.add(dk?"dark":"light");d.style.colorScheme=dk?"dark":"light";` +
  `if(${JSON.stringify(LANGUAGES)}.indexOf(l)<0)l="fr";` +
  `document.cookie="${SHELL_COOKIES.language}="+l+"${COOKIE_TAIL}";` +
  `document.cookie="${SHELL_COOKIES.member}="+(k?1:0)+"${COOKIE_TAIL}";` +
  `var a=d.getAttribute("data-shell");` +
  `if(a&&(d.lang!==l||(a==="member")!==k))d.setAttribute("data-shell-stale","")` +
  `}catch(e){}})()` +
  SHELL_TAPS_SCRIPT

/**
 * Rules the shells add to their inline CSS: the wrapper around the prerendered markup takes no box
 * of its own (the app's root lays out as the app does), and a shell that is not this browser's is
 * hidden until the app replaces it.
 */
export const SHELL_HEAD_CSS =
  '[data-shell-content]{display:contents}[data-shell-stale] [data-shell-content]{visibility:hidden}'
