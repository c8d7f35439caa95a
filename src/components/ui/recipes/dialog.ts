/**
 * Ark Dialog: 600px wide (spec section 9), full-screen at <= 768px (`mdDown`, see theme.ts).
 * Extra slots header/body/footer lay out the content.
 */
import { dialogAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const dialog = defineSlotRecipe({
  className: 'dialog',
  slots: [...dialogAnatomy.keys(), 'header', 'body', 'footer'],
  jsx: ['Dialog', /^Dialog/],
  base: {
    backdrop: {
      position: 'fixed',
      inset: '0',
      zIndex: 'overlay',
      bg: 'bg.overlay',
      _open: { animation: 'fadeIn 0.2s ease-out' },
      _closed: { animation: 'fadeOut 0.15s ease-in' },
    },
    positioner: {
      position: 'fixed',
      inset: '0',
      zIndex: 'modal',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      p: '4',
      overflow: 'auto',
      overscrollBehavior: 'contain',
      mdDown: { p: '0', alignItems: 'stretch' },
    },
    content: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      width: '100%',
      maxWidth: '600px',
      maxHeight: 'calc(100dvh - 2rem)',
      overflowY: 'auto',
      bg: 'bg.surface',
      color: 'fg.default',
      borderRadius: '2xl',
      boxShadow: 'overlay',
      outline: 'none',
      _open: { animation: 'dialogIn 0.2s ease-out' },
      _closed: { animation: 'fadeOut 0.15s ease-in' },
      mdDown: { maxWidth: '100%', maxHeight: '100dvh', minHeight: '100dvh', borderRadius: '0' },
    },
    header: { display: 'flex', flexDirection: 'column', gap: '1', px: '6', pt: '6', pe: '16' },
    title: { fontSize: 'xl', fontWeight: 'bold', lineHeight: '1.3' },
    description: { fontSize: 'sm', color: 'fg.muted' },
    body: { display: 'flex', flexDirection: 'column', gap: '4', px: '6', py: '5', flex: '1' },
    footer: {
      display: 'flex',
      flexWrap: 'wrap',
      justifyContent: 'flex-end',
      gap: '3',
      px: '6',
      pb: '6',
      mdDown: { flexDirection: 'column-reverse', '& > *': { width: '100%' } },
    },
    closeTrigger: { position: 'absolute', top: '4', insetEnd: '4' },
    trigger: {},
  },
})
