/**
 * Labels of the profile's enumerations (spec section 3) in the member's language: the server sends
 * codes, `profile:enums.<kind>.<code>` holds the words. Unknown or missing codes read as null, so
 * the view can say 'Non renseigné' or leave the line out.
 */
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type frProfile from '../../i18n/locales/fr/profile.json'
import { formatDecimal } from '../../lib/number-format'

export type EnumKind = keyof (typeof frProfile)['enums']

export interface ProfileLabels {
  /** One code's label, null when unknown or not given. */
  one: (kind: EnumKind, code: string | null | undefined) => string | null
  /** Several codes' labels, unknown ones left out. */
  many: (kind: EnumKind, codes: readonly string[]) => string[]
  /** An average note out of 10, shown out of 5 stars ('3,5'), null when never rated. */
  stars: (noteOutOf10: number | null) => string | null
}

export function useProfileLabels(): ProfileLabels {
  const { t, i18n } = useTranslation('profile')
  const language = i18n.language
  return useMemo(() => {
    const enums = t('enums', { returnObjects: true }) as unknown as Record<EnumKind, Record<string, string>>
    const one = (kind: EnumKind, code: string | null | undefined) => {
      if (!code) return null
      return enums[kind]?.[code] ?? null
    }
    return {
      one,
      many: (kind, codes) =>
        codes.map((code) => one(kind, code)).filter((label): label is string => label !== null),
      stars: (note) => (note === null || note <= 0 ? null : formatDecimal(language, note / 2)),
    }
  }, [t, language])
}
