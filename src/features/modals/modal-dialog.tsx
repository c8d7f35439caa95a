/**
 * Our Dialog for a modal the router controls: `open` from `useIsModalOpen(name)`, `onClose` sending
 * `close(name)`. Routed modals are never nested in one another, but while the router switches from
 * one to the next both dialogs are briefly mounted, and Ark (zag's layer stack) then treats the new
 * one as nested in the old: removing the old layer would dismiss the new dialog, and the old one
 * handing focus back to the page would count as focus leaving the new one. Neither is the member
 * asking to close, so both are ignored; Escape, the close button and a click outside still close.
 *
 * Closing, the focus goes back to what opened the dialog: the element that had it when the router
 * opened the dialog, named to Ark explicitly. Ark's own choice is what had the focus when its trap
 * started, and that can already be the document: the page behind goes inert as the dialog opens
 * (use-inert-outside.ts), and Chromium drops the focus of an element that goes inert (seen on 150
 * and 156), so a trap starting a moment later finds none. When the opener is gone (the dialog's own action
 * removed it) or there was none (a deep link), the focus goes to the page's title instead of being
 * lost on the document.
 */
import { useLayoutEffect, useRef } from 'react'
import { Dialog, type DialogProps } from '../../components/ui/dialog'
import { useAfterPaint } from '../layout/use-after-paint'

export interface ModalDialogProps extends Omit<DialogProps, 'open' | 'onOpenChange' | 'trigger'> {
  open: boolean
  /** Escape, the close button or a click outside. */
  onClose: () => void
}

const keepOpen = (event: { preventDefault: () => void }) => event.preventDefault()

export function ModalDialog({ open, onClose, ...props }: ModalDialogProps) {
  // The dialog opens (and closes) after the tap's frame has painted, in a transition: mounting its
  // content (a form of selects and sliders, a photo cropper) no longer delays that paint. The router's state comes through
  // useSyncExternalStore, always urgent, so a transition at the call site could not do this.
  const shown = useAfterPaint(open)
  // What had the focus when the router opened the dialog, before the dialog takes it.
  const opener = useRef<Element | null>(null)
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement
  }, [open])
  return (
    <Dialog
      finalFocusEl={() => {
        const from = opener.current
        if (from instanceof HTMLElement && from !== from.ownerDocument.body && from.isConnected) return from
        return document.querySelector<HTMLElement>('[data-page-title]')
      }}
      {...props}
      open={shown}
      onOpenChange={(details) => {
        if (!details.open) onClose()
      }}
      onRequestDismiss={keepOpen}
      onFocusOutside={keepOpen}
    />
  )
}
