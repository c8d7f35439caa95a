import i18next, { type TFunction } from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import en from '../../i18n/locales/en/notifications.json'
import es from '../../i18n/locales/es/notifications.json'
import fr from '../../i18n/locales/fr/notifications.json'
import {
  sampleNotification,
  sampleNotifications,
} from '../../machines/notifications/notifications.test-support'
import { notificationText, notificationTitle, relativeTime } from './notification-text'
import { titleWithUnread } from './use-unread-title'

let t: TFunction<'notifications'>

beforeAll(async () => {
  const instance = i18next.createInstance()
  await instance.init({
    lng: 'fr',
    fallbackLng: 'fr',
    ns: ['notifications'],
    defaultNS: 'notifications',
    resources: { fr: { notifications: fr }, en: { notifications: en }, es: { notifications: es } },
    interpolation: { escapeValue: false },
  })
  t = instance.getFixedT('fr', 'notifications')
})

/** Every key path of a JSON object, for comparing the three languages. */
const keysOf = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, v]) =>
    v && typeof v === 'object' ? keysOf(v, `${prefix}${key}.`) : [`${prefix}${key}`],
  )

describe('notification words', () => {
  it('has every French key in English and Spanish', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(fr).sort())
    expect(keysOf(es).sort()).toEqual(keysOf(fr).sort())
  })

  it('names each kind with the sender nickname', () => {
    const texts = sampleNotifications(0).map((n) => [notificationTitle(t, n), notificationText(t, n)])
    expect(texts).toEqual([
      ['Nouveau message de Julie_75', 'Salut ! Tu es dispo ce soir ?'],
      ['Nouvelle visite', 'Marc Élan a visité votre profil'],
      ['Nouveau vote', 'Marc Élan a voté pour votre photo'],
      ['Nouveau favori', 'Julie_75 vous a ajouté à ses favoris'],
      ['Nouveau match', "C'est un match avec Julie_75 !"],
      ["Réponse à votre demande d'album", 'Marc Élan vous a donné accès à son album privé'],
    ])
  })

  it('words the other kinds too', () => {
    const of = (kind: 'like' | 'albumRequest' | 'albumAnswer', accepted?: boolean) =>
      notificationText(
        t,
        sampleNotification({
          data: {
            kind,
            senderId: '1',
            nickname: 'Zoé',
            avatarUrl: null,
            link: '/app/users/zoe-1',
            ...(accepted === undefined ? {} : { accepted }),
          },
        }),
      )
    expect(of('like')).toBe('Zoé vous aime')
    expect(of('albumRequest')).toBe('Zoé souhaite voir votre album privé')
    expect(of('albumAnswer', false)).toBe("Zoé a refusé votre demande d'accès à son album")
  })

  it('keeps nicknames and messages as plain text, markup and all', () => {
    const n = sampleNotification({
      message: '<b>salut</b>',
      data: {
        kind: 'message',
        senderId: '1',
        nickname: '<i>Zoé</i>',
        avatarUrl: null,
        link: '/app/chat/i-zoe-i-1',
      },
    })
    expect(notificationTitle(t, n)).toBe('Nouveau message de <i>Zoé</i>')
    expect(notificationText(t, n)).toBe('<b>salut</b>')
  })

  it('says who wrote when a message has no text, and "Un membre" when there is no nickname', () => {
    const n = sampleNotification({
      message: '  ',
      data: { kind: 'message', senderId: '1', nickname: '', avatarUrl: null, link: '/app/chat/membre-1' },
    })
    expect(notificationTitle(t, n)).toBe('Nouveau message de Un membre')
    expect(notificationText(t, n)).toBe('Un membre vous a envoyé un message')
  })

  it('says how long ago, in minutes, hours, then days', () => {
    const now = 10 * 24 * 3_600_000
    expect(relativeTime(t, now - 30_000, now)).toBe("À l'instant")
    expect(relativeTime(t, now + 5_000, now)).toBe("À l'instant")
    expect(relativeTime(t, now - 60_000, now)).toBe('Il y a 1 min')
    expect(relativeTime(t, now - 59 * 60_000, now)).toBe('Il y a 59 min')
    expect(relativeTime(t, now - 3 * 3_600_000, now)).toBe('Il y a 3 h')
    expect(relativeTime(t, now - 24 * 3_600_000, now)).toBe('Il y a 1 jour')
    expect(relativeTime(t, now - 3 * 24 * 3_600_000, now)).toBe('Il y a 3 jours')
  })

  it('puts the unread count in front of the tab title, once, and takes it away at 0', () => {
    expect(titleWithUnread('Recherche · Flirt', 3)).toBe('(3) Recherche · Flirt')
    expect(titleWithUnread('(3) Recherche · Flirt', 4)).toBe('(4) Recherche · Flirt')
    expect(titleWithUnread('(4) Recherche · Flirt', 0)).toBe('Recherche · Flirt')
    expect(titleWithUnread('(bis) Flirt', 0)).toBe('(bis) Flirt')
  })
})
