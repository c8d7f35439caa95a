/**
 * Ark Avatar parts with our recipe, and `Avatar`: the photo, or the member's initials while it loads
 * or when it fails. The name is the accessible name either way (image alt, or the fallback's label).
 */
import { Avatar as ArkAvatar } from '@ark-ui/react/avatar'
import type { ComponentProps } from 'react'
import { createStyleContext } from 'styled-system/jsx'
import { avatar } from 'styled-system/recipes/avatar'
import { initials } from './initials'

const { withProvider, withContext } = createStyleContext(avatar)

export const AvatarRoot = withProvider(ArkAvatar.Root, 'root')
export const AvatarImage = withContext(ArkAvatar.Image, 'image')
export const AvatarFallback = withContext(ArkAvatar.Fallback, 'fallback')

export interface AvatarProps extends Omit<ComponentProps<typeof AvatarRoot>, 'children'> {
  /** The member's nickname: alt text and source of the initials. */
  name: string
  src?: string | undefined
}

export function Avatar({ name, src, ...rootProps }: AvatarProps) {
  return (
    <AvatarRoot {...rootProps}>
      <AvatarFallback role="img" aria-label={name}>
        {initials(name)}
      </AvatarFallback>
      {src ? <AvatarImage src={src} alt={name} /> : null}
    </AvatarRoot>
  )
}
