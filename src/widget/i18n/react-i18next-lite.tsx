/**
 * `react-i18next` as far as the app's views use it (`useTranslation(ns)`, `<Trans>` with
 * `components`, `I18nextProvider`), over the widget's translator. The widget build aliases
 * `react-i18next` here (vite.widget.config.ts); nothing else imports it.
 */
import {
  cloneElement,
  createContext,
  isValidElement,
  type ReactElement,
  type ReactNode,
  use,
  useMemo,
  useSyncExternalStore,
} from 'react'
import type { TFunction, TOptions, Translator } from './translator'

const TranslatorContext = createContext<Translator | null>(null)

export function I18nextProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <TranslatorContext value={i18n}>{children}</TranslatorContext>
}

export function useTranslation(ns?: string | readonly string[]) {
  const i18n = use(TranslatorContext)
  if (!i18n) throw new Error('useTranslation outside the widget’s I18nextProvider')
  const language = useSyncExternalStore(
    (changed) => {
      i18n.on('languageChanged', changed)
      return () => i18n.off('languageChanged', changed)
    },
    () => i18n.language,
  )
  const first = typeof ns === 'string' ? ns : ns?.[0]
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `t` for each language, so memoised views update
  const t = useMemo(() => i18n.getFixedT(null, first), [i18n, first, language])
  const loading = i18n.ready()
  if (loading) throw loading
  return Object.assign([t, i18n, true] as const, { t, i18n, ready: true })
}

type Components = Record<string, ReactElement> | readonly ReactElement[]

/** `<name>inner</name>` and `<name/>` in a translation become the matching components. */
export function renderTags(text: string, components: Components = {}): ReactNode[] {
  const out: ReactNode[] = []
  const tag = /<(\w+)\s*\/>|<(\w+)>([\s\S]*?)<\/\2>/g
  let last = 0
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    if (match.index > last) out.push(text.slice(last, match.index))
    const name = match[1] ?? match[2] ?? ''
    const component = (components as Record<string, ReactElement | undefined>)[name]
    const inner = match[3] === undefined ? undefined : renderTags(match[3], components)
    const key = `${name}-${match.index}`
    if (isValidElement(component))
      out.push(inner ? cloneElement(component, { key }, ...inner) : cloneElement(component, { key }))
    else if (inner) out.push(...inner)
    last = tag.lastIndex
  }
  if (last < text.length) out.push(text.slice(last))
  return out
}

export interface TransProps extends TOptions {
  i18nKey: string
  t?: TFunction
  components?: Components
  values?: Record<string, unknown>
  children?: ReactNode
}

export function Trans({ i18nKey, t, components, values, count, ns }: TransProps) {
  const own = useTranslation(ns)
  const text = (t ?? own.t)(i18nKey, { ...values, ...(count === undefined ? {} : { count }) })
  return <>{renderTags(text, components)}</>
}
