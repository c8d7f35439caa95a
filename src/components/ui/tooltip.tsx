/**
 * Ark Tooltip parts with our recipe, and `Tooltip`: opens after 100 ms on hover or keyboard focus
 * (Ark's `openDelay`), and after a 700 ms press-and-hold on touch screens (`useLongPress`: Ark has
 * no touch support). It closes when the finger lifts (Ark treats the touch `pointerleave` as
 * leaving), on Escape, blur or scroll.
 */
import { Portal } from '@ark-ui/react/portal'
import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip'
import { type ComponentProps, type ReactElement, type ReactNode, useState } from 'react'
import { createStyleContext } from 'styled-system/jsx'
import { tooltip } from 'styled-system/recipes/tooltip'
import { useLongPress } from './use-long-press'

const { withRootProvider, withContext } = createStyleContext(tooltip)

export const TooltipRoot = withRootProvider(ArkTooltip.Root)
export const TooltipTrigger = withContext(ArkTooltip.Trigger, 'trigger')
export const TooltipPositioner = withContext(ArkTooltip.Positioner, 'positioner')
export const TooltipContent = withContext(ArkTooltip.Content, 'content')
export const TooltipArrow = withContext(ArkTooltip.Arrow, 'arrow')
export const TooltipArrowTip = withContext(ArkTooltip.ArrowTip, 'arrowTip')

/** Spec section 9: tooltip delay 100 ms, touch 700 ms. */
export const TOOLTIP_OPEN_DELAY_MS = 100
export const TOOLTIP_TOUCH_DELAY_MS = 700

export interface TooltipProps extends Omit<ComponentProps<typeof TooltipRoot>, 'children'> {
  content: ReactNode
  /** The trigger: one focusable element (rendered as the trigger via `asChild`). */
  children: ReactElement
  touchDelay?: number
  showArrow?: boolean
}

export function Tooltip({
  content,
  children,
  openDelay = TOOLTIP_OPEN_DELAY_MS,
  touchDelay = TOOLTIP_TOUCH_DELAY_MS,
  showArrow = true,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  ...rootProps
}: TooltipProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen)
  const open = openProp ?? uncontrolledOpen
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next)
    onOpenChange?.({ open: next })
  }
  const longPress = useLongPress(touchDelay, () => setOpen(true))

  return (
    <TooltipRoot
      openDelay={openDelay}
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      {...rootProps}
    >
      <TooltipTrigger asChild {...longPress}>
        {children}
      </TooltipTrigger>
      <Portal>
        <TooltipPositioner>
          <TooltipContent>
            {showArrow ? (
              <TooltipArrow>
                <TooltipArrowTip />
              </TooltipArrow>
            ) : null}
            {content}
          </TooltipContent>
        </TooltipPositioner>
      </Portal>
    </TooltipRoot>
  )
}
