/** Cards are borderless (spec section 9: border width 0): a surface colour and a soft shadow. */
import { defineSlotRecipe } from '@pandacss/dev'

export const card = defineSlotRecipe({
  className: 'card',
  slots: ['root', 'header', 'title', 'description', 'body', 'footer'],
  jsx: ['Card', /^Card/],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      bg: 'bg.surface',
      color: 'fg.default',
      borderWidth: '0',
      borderRadius: '2xl',
      boxShadow: 'card',
      overflow: 'hidden',
    },
    header: { display: 'flex', flexDirection: 'column', gap: '1', px: '5', pt: '5' },
    title: { fontSize: 'lg', fontWeight: 'semibold', lineHeight: '1.3' },
    description: { fontSize: 'sm', color: 'fg.muted' },
    body: { display: 'flex', flexDirection: 'column', gap: '3', px: '5', py: '5', flex: '1' },
    footer: { display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'flex-end', px: '5', pb: '5' },
  },
})
