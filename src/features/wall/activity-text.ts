/**
 * An activity item's sentence (spec section 3's kinds and texts: visited your profile, birthday, is
 * online, updated profile, added photos) and its time, in the member's language. Plain text only:
 * nicknames are user text and are rendered by React, never as HTML.
 */
import type { TFunction } from 'i18next'
import type { ActivityItem, ActivityKind } from '../../api/models/social'
import { parseApiDate } from '../../lib/dates'

type T = TFunction<'social'>

export function activityText(t: T, kind: ActivityKind, nickname: string): string {
  const name = nickname || t('activity.someone')
  switch (kind) {
    case 'visite':
      return t('activity.kinds.visite', { nickname: name })
    case 'birthday':
      return t('activity.kinds.birthday', { nickname: name })
    case 'con':
      return t('activity.kinds.con', { nickname: name })
    case 'modif':
      return t('activity.kinds.modif', { nickname: name })
    case 'add_tof':
      return t('activity.kinds.add_tof', { nickname: name })
  }
}

/** 'DD/MM/YYYY HH:mm' (spec section 9's date format, with the time), or null without a date. */
export function activityTime(
  item: Pick<ActivityItem, 'activityDate'>,
): { label: string; iso: string } | null {
  const date = parseApiDate(item.activityDate)
  if (!date) return null
  const pad = (n: number) => String(n).padStart(2, '0')
  const day = `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`
  const iso = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${time}`
  return { label: `${day} ${time}`, iso }
}
