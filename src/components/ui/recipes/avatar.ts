/** Ark Avatar: round photo with an initials fallback. */
import { avatarAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const avatar = defineSlotRecipe({
  className: 'avatar',
  slots: avatarAnatomy.keys(),
  jsx: ['Avatar', /^Avatar/],
  base: {
    root: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      borderRadius: 'full',
      overflow: 'hidden',
      bg: 'primary.subtle',
      color: 'primary.fg',
      fontWeight: 'semibold',
      userSelect: 'none',
    },
    image: { width: '100%', height: '100%', objectFit: 'cover' },
    fallback: { textTransform: 'uppercase', lineHeight: '1' },
  },
  variants: {
    size: {
      xs: { root: { width: '6', height: '6', fontSize: '2xs' } },
      sm: { root: { width: '8', height: '8', fontSize: 'xs' } },
      md: { root: { width: '10', height: '10', fontSize: 'sm' } },
      lg: { root: { width: '14', height: '14', fontSize: 'lg' } },
      xl: { root: { width: '20', height: '20', fontSize: '2xl' } },
    },
  },
  defaultVariants: { size: 'md' },
})
