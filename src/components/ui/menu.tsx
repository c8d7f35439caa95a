/**
 * Ark Menu parts with our recipe. `MenuPopup` is the portal + positioner + content trio. Mark a
 * destructive item with `data-tone="danger"`.
 */
import { Menu as ArkMenu } from '@ark-ui/react/menu'
import { Portal } from '@ark-ui/react/portal'
import type { ComponentProps } from 'react'
import { createStyleContext } from 'styled-system/jsx'
import { menu } from 'styled-system/recipes/menu'

const { withRootProvider, withContext } = createStyleContext(menu)

// A menu's items mount when it opens: a grid of photos, each with its menu, renders its triggers only.
export const MenuRoot = withRootProvider(ArkMenu.Root, {
  defaultProps: { lazyMount: true, unmountOnExit: true },
})
export const MenuTrigger = withContext(ArkMenu.Trigger, 'trigger')
export const MenuContextTrigger = withContext(ArkMenu.ContextTrigger, 'contextTrigger')
export const MenuIndicator = withContext(ArkMenu.Indicator, 'indicator')
export const MenuPositioner = withContext(ArkMenu.Positioner, 'positioner')
export const MenuContent = withContext(ArkMenu.Content, 'content')
export const MenuItem = withContext(ArkMenu.Item, 'item')
export const MenuItemText = withContext(ArkMenu.ItemText, 'itemText')
export const MenuItemIndicator = withContext(ArkMenu.ItemIndicator, 'itemIndicator')
export const MenuItemGroup = withContext(ArkMenu.ItemGroup, 'itemGroup')
export const MenuItemGroupLabel = withContext(ArkMenu.ItemGroupLabel, 'itemGroupLabel')
export const MenuSeparator = withContext(ArkMenu.Separator, 'separator')
export const MenuTriggerItem = withContext(ArkMenu.TriggerItem, 'triggerItem')
export const MenuArrow = withContext(ArkMenu.Arrow, 'arrow')
export const MenuArrowTip = withContext(ArkMenu.ArrowTip, 'arrowTip')

export function MenuPopup(props: ComponentProps<typeof MenuContent>) {
  return (
    <Portal>
      <MenuPositioner>
        <MenuContent {...props} />
      </MenuPositioner>
    </Portal>
  )
}

export const MenuRadioItemGroup = withContext(ArkMenu.RadioItemGroup, 'itemGroup')
export const MenuRadioItem = withContext(ArkMenu.RadioItem, 'item')
