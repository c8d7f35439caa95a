/**
 * `CountBadge`: an unread count on an icon, '99+' past 99 and nothing at 0. Hidden from assistive
 * technologies: the host says the count in words (the bell's label, the tab's visually hidden text).
 */
import type { ComponentProps } from 'react'
import { styled } from 'styled-system/jsx'
import { countBadge } from 'styled-system/recipes/count-badge'

const Pill = styled('span', countBadge)

export interface CountBadgeProps extends Omit<ComponentProps<typeof Pill>, 'children'> {
  count: number
}

export function CountBadge({ count, ...props }: CountBadgeProps) {
  if (count <= 0) return null
  return (
    <Pill aria-hidden="true" {...props}>
      {count > 99 ? '99+' : count}
    </Pill>
  )
}
