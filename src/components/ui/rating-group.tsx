/**
 * Ark RatingGroup parts with our recipe, and `RatingGroup`: 1 to 5 stars (spec section 5), each
 * star named from i18n (`ui:rating.star`, "4 étoiles").
 */
import { RatingGroup as ArkRatingGroup } from '@ark-ui/react/rating-group'
import type { ComponentProps, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { createStyleContext } from 'styled-system/jsx'
import { ratingGroup } from 'styled-system/recipes/rating-group'
import { Caption } from './ark-children'
import { StarIcon } from './icons'

const { withProvider, withContext } = createStyleContext(ratingGroup)
const visuallyHidden = css({ srOnly: true })

export const RatingGroupRoot = withProvider(ArkRatingGroup.Root, 'root')
const StyledRatingGroupLabel = withContext(ArkRatingGroup.Label, 'label')
/** The label is a caption: its `for` would name the hidden form input (ark-children.tsx). */
export function RatingGroupLabel({ children, ...props }: ComponentProps<typeof StyledRatingGroupLabel>) {
  return (
    <StyledRatingGroupLabel asChild {...props}>
      <Caption>{children}</Caption>
    </StyledRatingGroupLabel>
  )
}
export const RatingGroupControl = withContext(ArkRatingGroup.Control, 'control')
export const RatingGroupItem = withContext(ArkRatingGroup.Item, 'item')
export const RatingGroupHiddenInput = ArkRatingGroup.HiddenInput
export const RatingGroupContext = ArkRatingGroup.Context

export interface RatingGroupProps extends Omit<ComponentProps<typeof RatingGroupRoot>, 'children'> {
  /** Names the group of stars; `hideLabel` keeps it for screen readers only. */
  label: ReactNode
  hideLabel?: boolean
}

export function RatingGroup({
  label,
  hideLabel = false,
  count = 5,
  translations,
  ...rootProps
}: RatingGroupProps) {
  const { t } = useTranslation('ui')
  return (
    <RatingGroupRoot
      count={count}
      translations={{ ratingValueText: (index) => t('rating.star', { count: index }), ...translations }}
      {...rootProps}
    >
      <RatingGroupLabel className={hideLabel ? visuallyHidden : undefined}>{label}</RatingGroupLabel>
      <RatingGroupControl>
        <RatingGroupContext>
          {(api) =>
            api.items.map((index) => (
              // Ark marks the first star checked while none is (it is the one Tab reaches): a
              // screen reader would read "1 étoile, coché" before any rating. Checked means chosen.
              <RatingGroupItem key={index} index={index} aria-checked={api.value === index}>
                <StarIcon />
              </RatingGroupItem>
            ))
          }
        </RatingGroupContext>
      </RatingGroupControl>
      <RatingGroupHiddenInput />
    </RatingGroupRoot>
  )
}
