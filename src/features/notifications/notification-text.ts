/**
 * A notification's words in the member's language: the title and text come from its kind and the
 * sender's nickname; a message's text is what the sender wrote. Everything here is plain text:
 * nicknames and messages are user text and are rendered as React text, never as HTML.
 */
import type { TFunction } from 'i18next'
import type { Notification } from '../../machines/notifications/notification-model'

type T = TFunction<'notifications'>

const nicknameOf = (t: T, notification: Notification) => notification.data.nickname || t('unknownMember')

export function notificationTitle(t: T, notification: Notification): string {
  const nickname = nicknameOf(t, notification)
  switch (notification.data.kind) {
    case 'message':
      return t('kinds.message.title', { nickname })
    case 'visit':
      return t('kinds.visit.title')
    case 'vote':
      return t('kinds.vote.title')
    case 'favorite':
      return t('kinds.favorite.title')
    case 'like':
      return t('kinds.like.title')
    case 'match':
      return t('kinds.match.title')
    case 'albumRequest':
      return t('kinds.albumRequest.title')
    case 'albumAnswer':
      return t('kinds.albumAnswer.title')
  }
}

export function notificationText(t: T, notification: Notification): string {
  const nickname = nicknameOf(t, notification)
  switch (notification.data.kind) {
    case 'message':
      return notification.message.trim() ? notification.message : t('kinds.message.text', { nickname })
    case 'visit':
      return t('kinds.visit.text', { nickname })
    case 'vote':
      return t('kinds.vote.text', { nickname })
    case 'favorite':
      return t('kinds.favorite.text', { nickname })
    case 'like':
      return t('kinds.like.text', { nickname })
    case 'match':
      return t('kinds.match.text', { nickname })
    case 'albumRequest':
      return t('kinds.albumRequest.text', { nickname })
    case 'albumAnswer':
      return notification.data.accepted
        ? t('kinds.albumAnswer.textAccepted', { nickname })
        : t('kinds.albumAnswer.textRefused', { nickname })
  }
}

/** 'À l'instant', 'Il y a 5 min', 'Il y a 3 h', 'Il y a 2 jours'. */
export function relativeTime(t: T, timestamp: number, now: number): string {
  const minutes = Math.floor(Math.max(0, now - timestamp) / 60_000)
  if (minutes < 1) return t('time.justNow')
  if (minutes < 60) return t('time.minutes', { count: minutes })
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return t('time.hours', { count: hours })
  return t('time.days', { count: Math.floor(hours / 24) })
}
