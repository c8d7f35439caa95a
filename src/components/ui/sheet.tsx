/**
 * A bottom sheet: an Ark Dialog (focus trapped, Escape and the backdrop close it) that rises from
 * the bottom edge, full width, at most 85% of the screen tall and scrolling inside, above the
 * home-indicator area. For side panels that have no room beside the content on a phone.
 */
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { DialogFrame, DialogRoot } from './dialog'

export interface SheetProps {
  title: ReactNode
  open: boolean
  onOpenChange: (open: boolean) => void
  children: ReactNode
}

export function Sheet({ title, open, onOpenChange, children }: SheetProps) {
  return (
    <DialogRoot open={open} onOpenChange={(details) => onOpenChange(details.open)}>
      <DialogFrame
        title={title}
        positionerProps={{ className: positioner }}
        contentProps={{ className: content, 'data-sheet': '' }}
      >
        {children}
      </DialogFrame>
    </DialogRoot>
  )
}

const positioner = css({ alignItems: 'flex-end', p: '0' })
const content = css({
  maxW: '100%',
  minH: 'auto',
  maxH: '85dvh',
  borderRadius: '2xl 2xl 0 0',
  pb: 'env(safe-area-inset-bottom, 0px)',
  _open: { animation: 'sheetIn 0.2s ease-out' },
})
