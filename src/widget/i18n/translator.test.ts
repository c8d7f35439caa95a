import { describe, expect, it, vi } from 'vitest'
import { createTranslator, interpolate } from './translator'

const catalogs = {
  fr: {
    widget: {
      hello: 'Bonjour {{name}}',
      unread_one: '{{count}} non lu',
      unread_other: '{{count}} non lus',
      onlyFr: 'seulement',
    },
    ui: { close: 'Fermer' },
  },
  en: {
    widget: {
      hello: 'Hello {{name}}',
      unread_one: '{{count}} unread',
      unread_other: '{{count}} unread messages',
    },
    ui: { close: 'Close' },
  },
  es: { widget: { hello: 'Hola {{name}}' }, ui: {} },
}

const make = (lng: 'fr' | 'en' | 'es' = 'fr') => {
  const load = vi.fn(async (l: 'fr' | 'en' | 'es') => catalogs[l])
  return { translator: createTranslator(lng, load, 'widget'), load }
}

describe('the widget translator', () => {
  it('suspends until the language is loaded, then translates with interpolation', async () => {
    const { translator, load } = make()
    const loading = translator.ready()
    expect(loading).toBeInstanceOf(Promise)
    expect(translator.ready()).toBe(loading)
    await loading
    expect(translator.ready()).toBeNull()
    expect(load).toHaveBeenCalledTimes(1)
    expect(translator.t('hello', { name: 'Julie' })).toBe('Bonjour Julie')
  })

  it('reads other namespaces by option or prefix', async () => {
    const { translator } = make()
    await translator.ready()
    expect(translator.getFixedT(null, 'ui')('close')).toBe('Fermer')
    expect(translator.t('ui:close')).toBe('Fermer')
    expect(translator.t('close', { ns: 'ui' })).toBe('Fermer')
  })

  it('picks the plural form of the language (French: 0 and 1 are singular)', async () => {
    const { translator } = make()
    await translator.ready()
    expect(translator.t('unread', { count: 0 })).toBe('0 non lu')
    expect(translator.t('unread', { count: 1 })).toBe('1 non lu')
    expect(translator.t('unread', { count: 2 })).toBe('2 non lus')
    await translator.changeLanguage('en')
    expect(translator.t('unread', { count: 0 })).toBe('0 unread messages')
    expect(translator.t('unread', { count: 1 })).toBe('1 unread')
  })

  it('switches language, telling listeners once it is loaded', async () => {
    const { translator } = make()
    await translator.ready()
    const heard: string[] = []
    translator.on('languageChanged', (l) => heard.push(l))
    await translator.changeLanguage('es')
    expect(heard).toEqual(['es'])
    expect(translator.language).toBe('es')
    expect(translator.t('hello', { name: 'Ana' })).toBe('Hola Ana')
  })

  it('falls back to French when it is loaded, then to the key', async () => {
    const { translator } = make()
    await translator.ready()
    await translator.changeLanguage('es')
    expect(translator.t('onlyFr')).toBe('seulement')
    expect(translator.t('missing.key')).toBe('missing.key')
    expect(translator.t('missing', { defaultValue: 'par défaut' })).toBe('par défaut')
  })

  it('leaves a placeholder with no value as it is', () => {
    expect(interpolate('{{a}} et {{ b }}', { a: 1 })).toBe('1 et {{ b }}')
  })
})
