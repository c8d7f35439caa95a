/**
 * A bottom sheet: an Ark Dialog (focus trapped, Escape and the backdrop close it) that rises from
 * the bottom edge, full width, at most 85% of the screen tall and scrolling inside, above the
 * home-indicator area. For side panels that have no room beside the content on a phone.
 */
import { Portal } from '@ark-ui/react/portal'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { IconButton } from './button'
import {
  DialogBackdrop,
  DialogBody,
  DialogCloseTrigger,
  DialogContent,
  DialogHeader,
  DialogPositioner,
  DialogRoot,
  DialogTitle,
} from './dialog'
import { CloseIcon } from './icons'

export interface SheetProps {
  title: ReactNode
  open: boolean
  onOpenChange: (open: boolean) => void
  children: ReactNode
}

export function Sheet({ title, open, onOpenChange, children }: SheetProps) {
  const { t } = useTranslation('ui')
  return (
    <DialogRoot open={open} onOpenChange={(details) => onOpenChange(details.open)}>
      <Portal>
        <DialogBackdrop />
        <DialogPositioner className={positioner}>
          <DialogContent className={content} data-sheet="">
            <DialogHeader>
              <DialogTitle>{title}</DialogTitle>
            </DialogHeader>
            <DialogBody>{children}</DialogBody>
            <DialogCloseTrigger asChild>
              <IconButton aria-label={t('close')} variant="plain">
                <CloseIcon />
              </IconButton>
            </DialogCloseTrigger>
          </DialogContent>
        </DialogPositioner>
      </Portal>
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
