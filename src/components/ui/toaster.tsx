/**
 * Toasts (spec sections 2 and 9): at most 5 at once, each hidden after 30 s, bottom-left on desktop
 * and top on small screens. Create the toaster once, outside React, with the small-screen media
 * query; render `<AppToaster toaster={...} />` once near the root; call `toaster.create(...)` from
 * anywhere (the notifications machine). Each toast shows an avatar, a title, a text and a close
 * button.
 */
import { createToaster, Toast, Toaster, type ToastOptions, useToastContext } from '@ark-ui/react/toast'
import { type FocusEvent, type ReactNode, useCallback, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { createStyleContext } from 'styled-system/jsx'
import { toast as toastRecipe } from 'styled-system/recipes/toast'
import { Avatar } from './avatar'
import { Button, IconButton } from './button'
import { CloseIcon } from './icons'

export const TOAST_MAX = 5
export const TOAST_DURATION_MS = 30_000

/** What a toast may carry in `meta`: who it is about (shown as an avatar). */
export interface AppToastMeta {
  avatarName?: string
  avatarSrc?: string
}

export type AppToaster = ReturnType<typeof createAppToaster>
export type ToastPlacement = 'bottom-start' | 'top'

/** Bottom-left (bottom-start) on desktop, top on small screens. */
export function toastPlacement(isSmallScreen: boolean): ToastPlacement {
  return isSmallScreen ? 'top' : 'bottom-start'
}

export interface CreateAppToasterOptions {
  /**
   * The small-screen media query, e.g. `window.matchMedia(MOBILE_MEDIA_QUERY)`, or a boolean (tests,
   * stories). Read once: Ark fixes a toaster's placement when it is created.
   */
  smallScreen?: Pick<MediaQueryList, 'matches'> | boolean
}

export function createAppToaster({ smallScreen = false }: CreateAppToasterOptions = {}) {
  const isSmall = typeof smallScreen === 'boolean' ? smallScreen : smallScreen.matches
  return createToaster<ReactNode>({
    placement: toastPlacement(isSmall),
    max: TOAST_MAX,
    duration: TOAST_DURATION_MS,
    overlap: false,
    gap: 12,
    removeDelay: 200,
  })
}

const { withProvider, withContext } = createStyleContext(toastRecipe)

export const ToastGroup = withProvider(Toaster, 'group')
export const ToastRoot = withContext(Toast.Root, 'root')
export const ToastAvatar = withContext('div', 'avatar')
export const ToastContent = withContext('div', 'content')
export const ToastTitle = withContext(Toast.Title, 'title')
export const ToastDescription = withContext(Toast.Description, 'description')
export const ToastActionTrigger = withContext(Toast.ActionTrigger, 'actionTrigger')
export const ToastCloseTrigger = withContext(Toast.CloseTrigger, 'closeTrigger')

export interface AppToasterProps {
  toaster: AppToaster
}

export function AppToaster({ toaster }: AppToasterProps) {
  const { t } = useTranslation('ui')
  // Where the focus was before it entered the toasts (Alt+T, or Tab past the page): a toast closed
  // while it held the focus (its close button, Escape) hands it back there. Ark leaves it on the
  // removed toast, that is on the document, and a keyboard user starts the page over.
  const cameFrom = useRef<HTMLElement | null>(null)
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const from = event.relatedTarget
    if (from && event.currentTarget.contains(from)) return
    cameFrom.current = from instanceof HTMLElement ? from : null
  }
  const focusBack = useCallback(() => {
    const target = cameFrom.current
    if (target?.isConnected) target.focus({ preventScroll: true })
  }, [])
  return (
    // Our name replaces Ark's ("Notifications, bottom-start (altKey+T)", English and coded); the key
    // that moves the focus into the toasts (Alt+T) is still told, the way ARIA tells it.
    <ToastGroup
      toaster={toaster}
      aria-label={t('toaster.region')}
      aria-keyshortcuts="Alt+T"
      onFocus={onFocus}
    >
      {(toast) => <AppToast key={toast.id} toast={toast} onClosedWithFocus={focusBack} />}
    </ToastGroup>
  )
}

function AppToast({ toast, onClosedWithFocus }: { toast: ToastOptions; onClosedWithFocus: () => void }) {
  const { t } = useTranslation('ui')
  const { visible } = useToastContext()
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!visible && root.current?.contains(document.activeElement)) onClosedWithFocus()
  }, [visible, onClosedWithFocus])
  const meta = toast.meta as AppToastMeta | undefined
  return (
    <ToastRoot ref={root}>
      {meta?.avatarName ? (
        <ToastAvatar>
          <Avatar name={meta.avatarName} src={meta.avatarSrc} size="md" />
        </ToastAvatar>
      ) : null}
      <ToastContent>
        {toast.title ? <ToastTitle>{toast.title}</ToastTitle> : null}
        {toast.description ? <ToastDescription>{toast.description}</ToastDescription> : null}
        {toast.action ? (
          <ToastActionTrigger asChild>
            <Button size="sm" variant="outline">
              {toast.action.label}
            </Button>
          </ToastActionTrigger>
        ) : null}
      </ToastContent>
      <ToastCloseTrigger asChild>
        <IconButton size="sm" aria-label={t('close')}>
          <CloseIcon />
        </IconButton>
      </ToastCloseTrigger>
    </ToastRoot>
  )
}
