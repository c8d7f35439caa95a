/**
 * Ark Toast. The root reads the CSS variables Zag sets inline (--x, --y, --scale, --z-index,
 * --height, --opacity) to stack and animate; extra slots avatar/content hold our layout.
 */
import { toastAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const toast = defineSlotRecipe({
  className: 'toast',
  slots: [...toastAnatomy.keys(), 'avatar', 'content'],
  jsx: ['AppToaster', /^Toast/],
  base: {
    group: {},
    root: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      width: 'min(24rem, calc(100vw - 2rem))',
      p: '3.5',
      pe: '12',
      bg: 'bg.surface',
      color: 'fg.default',
      borderRadius: '2xl',
      boxShadow: 'overlay',
      translate: 'var(--x) var(--y)',
      scale: 'var(--scale)',
      zIndex: 'var(--z-index)',
      height: 'var(--height)',
      opacity: 'var(--opacity)',
      willChange: 'translate, opacity, scale',
      transitionProperty: 'translate, scale, opacity, height, box-shadow',
      transitionDuration: '0.35s',
      transitionTimingFunction: 'cubic-bezier(0.21, 1.02, 0.73, 1)',
      _closed: { transitionDuration: '0.2s', transitionTimingFunction: 'cubic-bezier(0.06, 0.71, 0.55, 1)' },
      _motionReduce: { transitionDuration: '0s' },
    },
    avatar: { flexShrink: '0' },
    content: { display: 'flex', flexDirection: 'column', gap: '0.5', minWidth: '0', flex: '1' },
    title: { fontSize: 'sm', fontWeight: 'semibold', lineHeight: '1.4' },
    description: { fontSize: 'sm', color: 'fg.muted', lineHeight: '1.4', overflowWrap: 'anywhere' },
    actionTrigger: { mt: '1', alignSelf: 'flex-start' },
    closeTrigger: { position: 'absolute', top: '2', insetEnd: '2' },
  },
})
