/**
 * The landing page rendered at build time (vite.config.ts writes it into dist/index.html), so `/`
 * paints its text as soon as the HTML and the CSS arrive instead of after the app's JavaScript. The
 * app then renders over it on the client (same markup for a French-speaking visitor).
 */
import { prerenderToNodeStream } from 'react-dom/static'
import { createActor } from 'xstate'
import { createI18n } from '../i18n/i18n'
import { modalRouterMachine } from '../machines/modal-router/modal-router.machine'
import { sessionMachine } from '../machines/session/session.machine'
import { App } from './app'

export async function renderLanding(): Promise<string> {
  const i18n = await createI18n('fr', ['landing'])
  // A visitor with no dialog open, as the machines start (never started here: nothing runs).
  const prerenderActors = {
    session: createActor(sessionMachine, { input: { storedLogin: null } }),
    modalRouter: createActor(modalRouterMachine),
  }
  const { prelude } = await prerenderToNodeStream(
    <App i18n={i18n} ssrPath="/" prerenderActors={prerenderActors} />,
  )
  let html = ''
  for await (const chunk of prelude)
    html += typeof chunk === 'string' ? chunk : new TextDecoder().decode(chunk)
  return html
}
