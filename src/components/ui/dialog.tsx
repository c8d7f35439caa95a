/**
 * Ark Dialog parts with our recipe, and `Dialog`: title, optional description, body, optional footer
 * and a close button named from i18n (`ui:close`). 600px wide, full screen at <= 768px. Control it
 * with `open` + `onOpenChange` (the modal router machine), or give it a `trigger`. `DialogFrame` is
 * what it holds inside its root, shared with the bottom `Sheet` (sheet.tsx).
 */
import { Dialog as ArkDialog, useDialogContext } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { type ComponentProps, type ReactElement, type ReactNode, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { createStyleContext } from 'styled-system/jsx'
import { dialog } from 'styled-system/recipes/dialog'
import { IconButton } from './button'
import { CloseIcon } from './icons'
import { useInertOutside } from './use-inert-outside'

const { withRootProvider, withContext } = createStyleContext(dialog)

export const DialogRoot = withRootProvider(ArkDialog.Root, {
  defaultProps: { lazyMount: true, unmountOnExit: true },
})
export const DialogTrigger = withContext(ArkDialog.Trigger, 'trigger')
export const DialogBackdrop = withContext(ArkDialog.Backdrop, 'backdrop')
export const DialogPositioner = withContext(ArkDialog.Positioner, 'positioner')
export const DialogContent = withContext(ArkDialog.Content, 'content')
export const DialogTitle = withContext(ArkDialog.Title, 'title')
export const DialogDescription = withContext(ArkDialog.Description, 'description')
export const DialogCloseTrigger = withContext(ArkDialog.CloseTrigger, 'closeTrigger')
export const DialogHeader = withContext('div', 'header')
export const DialogBody = withContext('div', 'body')
export const DialogFooter = withContext('div', 'footer')

type DialogRootProps = ComponentProps<typeof DialogRoot>

export interface DialogProps extends Omit<DialogRootProps, 'children'> {
  title: ReactNode
  description?: ReactNode
  /** An element (usually a Button) that opens the dialog; omit when `open` is controlled. */
  trigger?: ReactElement
  /** Action buttons, laid out at the end (stacked full width on small screens). */
  footer?: ReactNode
  children?: ReactNode
}

export function Dialog({ title, description, trigger, footer, children, ...rootProps }: DialogProps) {
  return (
    <DialogRoot {...rootProps}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogFrame title={title} description={description} footer={footer}>
        {children}
      </DialogFrame>
    </DialogRoot>
  )
}

export interface DialogFrameProps {
  title: ReactNode
  description?: ReactNode
  footer?: ReactNode
  children?: ReactNode
  /** The positioner's and the content's own props: a variant's class (the sheet's bottom edge). */
  positionerProps?: ComponentProps<typeof DialogPositioner>
  contentProps?: ComponentProps<typeof DialogContent> & { 'data-sheet'?: string }
}

/**
 * Everything inside a `DialogRoot` that our dialogs share (`Dialog` and `Sheet`): portalled backdrop
 * and positioner, the content with its header (title, optional description), body, optional footer
 * and the close button named from i18n (`ui:close`).
 */
export function DialogFrame({
  title,
  description,
  footer,
  children,
  positionerProps,
  contentProps,
}: DialogFrameProps) {
  const { t } = useTranslation('ui')
  const { open } = useDialogContext()
  const content = useRef<HTMLDivElement>(null)
  const backdrop = useRef<HTMLDivElement>(null)
  // The backdrop stays live too: a click on it closes the dialog.
  useInertOutside(open, [content, backdrop])
  return (
    <Portal>
      <DialogBackdrop ref={backdrop} />
      <DialogPositioner {...positionerProps}>
        <DialogContent ref={content} {...contentProps}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            {description ? <DialogDescription>{description}</DialogDescription> : null}
          </DialogHeader>
          <DialogBody>{children}</DialogBody>
          {footer ? <DialogFooter>{footer}</DialogFooter> : null}
          <DialogCloseTrigger asChild>
            <IconButton aria-label={t('close')} variant="plain">
              <CloseIcon />
            </IconButton>
          </DialogCloseTrigger>
        </DialogContent>
      </DialogPositioner>
    </Portal>
  )
}
