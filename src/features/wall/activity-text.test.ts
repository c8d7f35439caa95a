import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { ActivityKind } from '../../api/models/social'
import en from '../../i18n/locales/en/social.json'
import es from '../../i18n/locales/es/social.json'
import fr from '../../i18n/locales/fr/social.json'
import { activityText, activityTime } from './activity-text'

async function translator(lng: 'fr' | 'en' | 'es') {
  const instance = i18next.createInstance()
  await instance.init({
    lng,
    resources: { fr: { social: fr }, en: { social: en }, es: { social: es } },
    ns: ['social'],
    defaultNS: 'social',
    interpolation: { escapeValue: false },
  })
  return instance.getFixedT(lng, 'social')
}

describe('activity text', () => {
  it('words the five kinds of spec section 3 in French', async () => {
    const t = await translator('fr')
    expect(Object.values(ActivityKind).map((kind) => activityText(t, kind, 'Julie'))).toEqual([
      'Julie est en ligne',
      'Julie a visité votre profil',
      'Julie a mis à jour son profil',
      'Julie a ajouté des photos',
      'Julie fête son anniversaire',
    ])
  })

  it('has every kind in English and Spanish, and names nobody as "a member"', async () => {
    const en = await translator('en')
    const es = await translator('es')
    expect(activityText(en, ActivityKind.Visited, 'Julie')).toBe('Julie visited your profile')
    expect(activityText(es, ActivityKind.AddedPhoto, 'Julie')).toBe('Julie ha añadido fotos')
    expect(activityText(en, ActivityKind.Connected, '')).toBe('A member is online')
  })

  it('keeps a nickname as plain text, markup and all', async () => {
    const t = await translator('fr')
    expect(activityText(t, ActivityKind.Updated, '<b>Julie</b>')).toBe('<b>Julie</b> a mis à jour son profil')
  })

  it('dates an item DD/MM/YYYY HH:mm, with a machine-readable twin', () => {
    expect(activityTime({ activityDate: '2026-11-20 18:05:09' })).toEqual({
      label: '20/11/2026 18:05',
      iso: '2026-11-20T18:05',
    })
    expect(activityTime({ activityDate: null })).toBeNull()
  })
})
