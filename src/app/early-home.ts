/**
 * The home page's words from the member lookup, before the app runs (issue 38): the welcome with the
 * member's nickname and the wall's news line. The home page's largest paint is that line, and it
 * waited for the app's scripts (2.9 s on Lighthouse's first visit) though the lookup, asked by the
 * page's first script (first-calls-script.ts), is in long before them.
 *
 * The shell carries the words in the member's language, with holes (home-view.tsx's loading state,
 * prerendered per language): `data-early-welcome` holds the welcome with `{{nickname}}`; the news
 * line, in its place but not shown, `data-plural-<category>` a sentence per plural category of the
 * language (Intl.PluralRules, as i18next picks them) with `{{count}}`, and `data-none`. This fills
 * them as text (never as HTML), shows the line, and leaves the values for the app's loading state
 * (src/api/early-member-handover.ts), which renders the same words through i18next. Pure DOM and a
 * data reader: this runs inlined in the page's head.
 */

import { type EarlyMember, leaveEarlyMember } from '../api/early-member-handover'
import { readFullProfile } from '../api/normalize/profile'
import { whenPainted, whenParsed } from './largest-image'
import type { PagePath } from './page-routes'

/** The page whose largest paint is the words this writes (first-calls-script.ts). */
export const EARLY_HOME_PAGE: PagePath = '/app'

declare global {
  /**
   * Set by the first script when the page's largest paint is words it writes into the shell (the
   * home page; a conversation: early-conversation.ts): main.tsx then takes Montserrat once the app's first page is painted, so the app
   * draws those words the size the shell did.
   */
  var __EARLY_WORDS__: boolean | undefined
}

/** Fills the prerendered shell's holes (`[data-shell-content]` only: once the app runs, React's). */
export function fillEarlyHome(member: EarlyMember, doc: Document = document): void {
  const shell = doc.querySelector('[data-shell-content]')
  if (!shell) return
  const welcome = shell.querySelector<HTMLElement>('[data-early-welcome]')
  const template = welcome?.dataset.earlyWelcome
  if (welcome && template && member.nickname) {
    // A new heading in the old one's place, not new words in it: the browser's largest paint counts
    // an element's text once, when it is first painted ("Bonjour !"), so the app's heading, named and
    // wider, was a larger paint after the app's render. A function as the replacement: a `$&` in a
    // nickname is text, not a pattern.
    const named = welcome.cloneNode(false) as HTMLElement
    named.textContent = template.replace('{{nickname}}', () => member.nickname)
    welcome.replaceWith(named)
  }
  const news = shell.querySelector<HTMLElement>('[data-early-wall-news]')
  const text = news?.querySelector('[data-early-text]')
  if (!news || !text) return
  const category = new Intl.PluralRules(doc.documentElement.lang || undefined).select(member.wallNews)
  const sentence =
    member.wallNews > 0
      ? (news.getAttribute(`data-plural-${category}`) ?? news.getAttribute('data-plural-other'))
      : news.dataset.none
  if (!sentence) return
  text.textContent = sentence.replace('{{count}}', () => String(member.wallNews))
  news.removeAttribute('data-early-pending')
}

/**
 * The first script's part on the home page: reads the member from the lookup's answer (a copy: the
 * session still takes the answer itself), leaves it for the app and fills the shell once its body
 * is parsed. Settles once that is painted (main.tsx then asks for the app's scripts, as after a drawn
 * photo: largest-image.ts), at once without an answer; never rejects: the page works without it.
 */
export function showEarlyHome(answer: Promise<Response>, doc: Document = document): Promise<void> {
  return answer
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((json: unknown) => {
      if (json === null) return
      const profile = readFullProfile(json)
      const member = { nickname: profile.nickname, wallNews: profile.wallNews }
      leaveEarlyMember(member)
      return whenParsed(doc, () => {
        fillEarlyHome(member, doc)
        return whenPainted()
      })
    })
    .catch(() => {})
}
