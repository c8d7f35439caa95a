/**
 * Pages rendered at build time (vite.config.ts writes them into the build), so they paint their text
 * as soon as the HTML arrives instead of after the app's JavaScript:
 *
 * - the landing page, into dist/index.html; the app hydrates it (same markup for a French-speaking
 *   visitor);
 * - each member page's shell (issue 38), one per page family and language (shell-routes.ts): the
 *   app as a member's browser renders it while the member is looked up (the header, the tab bar and
 *   the page's placeholders, page-skeleton.tsx), and for a shared profile link a visitor's too. The
 *   app renders over it (boot.tsx) with the same components, so nothing moves.
 */
import { prerenderToNodeStream } from 'react-dom/static'
import { createActor } from 'xstate'
import { createI18n } from '../i18n/i18n'
import type { Language } from '../lib/languages'
import { modalRouterMachine } from '../machines/modal-router/modal-router.machine'
import { sessionMachine } from '../machines/session/session.machine'
import { App } from './app'
import { PAGE_NAMESPACES } from './page-routes'
import { APP_ROUTES } from './routes'
import type { ShellAudience, ShellFamily } from './shell-routes'

async function render(app: React.ReactNode): Promise<string> {
  // Every boundary inline, whatever the page's size: past progressiveChunkSize (12.8 kB by default)
  // React writes a boundary's content in a hidden <div> after its fallback, revealed by an inline
  // script of its own, which the pages' Content-Security-Policy does not allow (scripts/csp.ts): the
  // home page's shell painted "Chargement..." until the app ran.
  const { prelude } = await prerenderToNodeStream(app, { progressiveChunkSize: Number.POSITIVE_INFINITY })
  let html = ''
  for await (const chunk of prelude)
    html += typeof chunk === 'string' ? chunk : new TextDecoder().decode(chunk)
  return html
}

export async function renderLanding(): Promise<string> {
  const i18n = await createI18n('fr', ['landing'])
  // A visitor with no dialog open, as the machines start (never started here: nothing runs).
  const prerenderActors = {
    session: createActor(sessionMachine, { input: { storedLogin: null } }),
    modalRouter: createActor(modalRouterMachine),
  }
  return render(<App i18n={i18n} ssrPath="/" prerenderActors={prerenderActors} />)
}

/**
 * A page's shell. A member: a stored login being looked up (the session's first state, as in the
 * browser before the lookup answers), whose page waits behind the route guard. A visitor (open
 * pages only): no login, so the page itself renders, its machine not started (its loading state).
 */
export async function renderShell(family: ShellFamily, language: Language, audience: ShellAudience) {
  // The page's namespace: the visitor's page renders itself, and some pages' loading states carry
  // the page's own words (the swipe deck's intro and hint), as the app renders them.
  const i18n = await createI18n(language, [PAGE_NAMESPACES[family.pattern]])
  const storedLogin = audience === 'member' ? { user_id: '0', session_id: 'prerender' } : null
  const prerenderActors = {
    session: createActor(sessionMachine, { input: { storedLogin } }),
    modalRouter: createActor(modalRouterMachine),
  }
  const html = await render(
    <App i18n={i18n} ssrPath={family.examplePath} prerenderActors={prerenderActors} />,
  )
  // The tab's title as useDocumentTitle sets it ('<page> · Flirt'), in the shell's language.
  const key = APP_ROUTES.find((r) => r.path === family.pattern)?.title
  const appName = i18n.t('app.name')
  return { html, title: key ? `${i18n.t(key)} · ${appName}` : appName }
}
