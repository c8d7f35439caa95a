/**
 * The widget module the loader imports: `mount()` points the API client at the partner's settings,
 * keeps the login in memory, builds the shared stylesheet, and renders the two parts, each in its own
 * shadow root: the carousel in the partner's placeholder, the launcher and chat panel in a host of
 * ours fixed to the page's corner. It returns what the page's `FlirtWidget(...)` calls drive.
 */
import type { ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { createActor } from 'xstate'
import { isLanguage } from '../i18n/languages'
import { setConfig } from '../lib/config'
import { setLoginStorage } from '../lib/stored-login'
import { CarouselPart } from './carousel-part'
import type { WidgetController } from './command-queue'
import { FloatingPart } from './floating-part'
import type { Translator } from './i18n/translator'
import type { MountOptions } from './loader'
import { chatLoader } from './machine/widget.actors'
import { widgetMachine } from './machine/widget.machine'
import { selectUnreadCount } from './machine/widget.selectors'
import { createMemoryStorage } from './memory-storage'
import type { WidgetShell } from './shell-context'
import stylesheet from './widget.css?inline'
import { createWidgetI18n } from './widget-i18n'
import { WidgetProviders } from './widget-providers'

/** The attribute naming our own host element (the placeholder is the partner's and gets none). */
export const HOST_ATTRIBUTE = 'data-flirt-widget-host'

function renderInto(
  shadowRoot: ShadowRoot,
  sheet: CSSStyleSheet,
  i18n: Translator,
  shell: WidgetShell,
  theme: MountOptions['theme'],
  children: ReactNode,
) {
  shadowRoot.adoptedStyleSheets = [sheet]
  const container = document.createElement('div')
  container.lang = i18n.language
  // Panda's dark tokens and `_dark` styles follow `[data-theme=dark]` (panda.config.ts).
  container.dataset.theme = theme
  i18n.on('languageChanged', (lng) => {
    container.lang = lng
  })
  shadowRoot.replaceChildren(container)
  createRoot(container).render(
    <WidgetProviders i18n={i18n} shell={shell} shadowRoot={shadowRoot}>
      {children}
    </WidgetProviders>,
  )
}

export async function mount(options: MountOptions): Promise<WidgetController> {
  setConfig({ apiBase: options.apiBase, apiKey: options.apiKey, wsUrl: options.wsUrl, embeddedMock: false })
  setLoginStorage(createMemoryStorage())
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(stylesheet)
  const i18n = await createWidgetI18n(options.language)
  // The chat's own chunk, handed to the shell so that its machine never imports a view.
  const shellMachine = widgetMachine.provide({
    actors: { loadChat: chatLoader(() => import('./chat/chat-app')) },
  })
  const actor = createActor(shellMachine).start()
  const shell: WidgetShell = { actor, siteUrl: options.siteUrl }

  const host = document.createElement('div')
  host.setAttribute(HOST_ATTRIBUTE, 'launcher')
  document.body.append(host)
  renderInto(
    host.attachShadow({ mode: 'open' }),
    sheet,
    i18n,
    shell,
    options.theme,
    <FloatingPart launcher={options.launcher} />,
  )

  const placeholderRoot = options.placeholder?.shadowRoot
  if (placeholderRoot) renderInto(placeholderRoot, sheet, i18n, shell, options.theme, <CarouselPart />)

  const listeners = new Set<(count: number) => void>()
  let unread = selectUnreadCount(actor.getSnapshot())
  const tell = (listener: (count: number) => void) => {
    try {
      listener(unread)
    } catch (error) {
      console.error('FlirtWidget: an onUnreadCount callback threw', error)
    }
  }
  actor.subscribe((snapshot) => {
    const count = selectUnreadCount(snapshot)
    if (count === unread) return
    unread = count
    for (const listener of listeners) tell(listener)
  })

  return {
    open: (memberId) =>
      actor.send({ type: 'panel.open', ...(typeof memberId === 'string' && memberId ? { memberId } : {}) }),
    close: () => actor.send({ type: 'panel.close' }),
    setLanguage: (language) => {
      if (isLanguage(language)) void i18n.changeLanguage(language)
    },
    onUnreadCount: (listener) => {
      if (typeof listener !== 'function') return
      listeners.add(listener)
      tell(listener)
    },
  }
}
