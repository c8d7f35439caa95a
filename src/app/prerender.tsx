/**
 * The landing page rendered at build time (vite.config.ts writes it into dist/index.html), so `/`
 * paints its text as soon as the HTML and the CSS arrive instead of after the app's JavaScript. The
 * app then renders over it on the client (same markup for a French-speaking visitor).
 */
import { prerenderToNodeStream } from 'react-dom/static'
import { createI18n } from '../i18n/i18n'
import { App } from './app'

export async function renderLanding(): Promise<string> {
  const i18n = await createI18n('fr', ['landing'])
  const { prelude } = await prerenderToNodeStream(<App i18n={i18n} ssrPath="/" />)
  let html = ''
  for await (const chunk of prelude)
    html += typeof chunk === 'string' ? chunk : new TextDecoder().decode(chunk)
  return html
}
