/**
 * Status badges: `variant` neutral | success | warning | danger. The subscription badge shows
 * 'Gratuit' (neutral), 'Premium' (success) and 'Premium (annulé)' (warning).
 */
import type { ComponentProps } from 'react'
import { styled } from 'styled-system/jsx'
import { badge } from 'styled-system/recipes/badge'

export const Badge = styled('span', badge)
export type BadgeProps = ComponentProps<typeof Badge>
