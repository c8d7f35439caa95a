/**
 * Ark Select parts with our recipe, and `Select`: a labelled single or multiple choice over a plain
 * list of `{ value, label }` options, with a native hidden select for forms.
 */
import { Portal } from '@ark-ui/react/portal'
import {
  Select as ArkSelect,
  createListCollection,
  type SelectRootComponentProps,
} from '@ark-ui/react/select'
import { type ComponentProps, type ReactNode, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { createStyleContext } from 'styled-system/jsx'
import { select } from 'styled-system/recipes/select'
import type { JsxStyleProps } from 'styled-system/types'
import { PopupButton } from './ark-children'
import { CheckIcon, ChevronDownIcon } from './icons'

const { withProvider, withContext } = createStyleContext(select)

// Keeps Ark's generic item type, which the style-context wrapper would otherwise erase.
// The list and its items mount when it first opens and unmount when it closes: a closed select costs
// its trigger only. A form with several selects (the advanced search) opened in one long task of
// every list's items and their presence machines.
export const SelectRoot = withProvider(ArkSelect.Root, 'root', {
  defaultProps: { lazyMount: true, unmountOnExit: true },
}) as ArkSelect.RootComponent<JsxStyleProps>
export const SelectLabel = withContext(ArkSelect.Label, 'label')
export const SelectControl = withContext(ArkSelect.Control, 'control')
const StyledSelectTrigger = withContext(ArkSelect.Trigger, 'trigger')
/** The trigger names its list in `aria-controls` only while the list is open (ark-children.tsx). */
export function SelectTrigger({ children, ...props }: ComponentProps<typeof StyledSelectTrigger>) {
  return (
    <StyledSelectTrigger asChild {...props}>
      <PopupButton>{children}</PopupButton>
    </StyledSelectTrigger>
  )
}
export const SelectValueText = withContext(ArkSelect.ValueText, 'valueText')
export const SelectIndicator = withContext(ArkSelect.Indicator, 'indicator')
export const SelectClearTrigger = withContext(ArkSelect.ClearTrigger, 'clearTrigger')
export const SelectPositioner = withContext(ArkSelect.Positioner, 'positioner')
export const SelectContent = withContext(ArkSelect.Content, 'content')
export const SelectList = withContext(ArkSelect.List, 'list')
export const SelectItem = withContext(ArkSelect.Item, 'item')
export const SelectItemText = withContext(ArkSelect.ItemText, 'itemText')
export const SelectItemIndicator = withContext(ArkSelect.ItemIndicator, 'itemIndicator')
export const SelectItemGroup = withContext(ArkSelect.ItemGroup, 'itemGroup')
export const SelectItemGroupLabel = withContext(ArkSelect.ItemGroupLabel, 'itemGroupLabel')
export const SelectHiddenSelect = ArkSelect.HiddenSelect

export interface SelectOption {
  value: string
  label: string
  disabled?: boolean
}

export interface SelectProps
  extends Omit<SelectRootComponentProps<SelectOption, JsxStyleProps>, 'collection' | 'children'> {
  label: ReactNode
  options: SelectOption[]
  placeholder?: string
}

export function Select({ label, options, placeholder, positioning, ...rootProps }: SelectProps) {
  const { t } = useTranslation('ui')
  const collection = useMemo(() => createListCollection({ items: options }), [options])
  return (
    <SelectRoot collection={collection} positioning={{ sameWidth: true, ...positioning }} {...rootProps}>
      <SelectLabel>{label}</SelectLabel>
      <SelectControl>
        <SelectTrigger>
          <SelectValueText placeholder={placeholder ?? t('select.placeholder')} />
          <SelectIndicator>
            <ChevronDownIcon />
          </SelectIndicator>
        </SelectTrigger>
      </SelectControl>
      <Portal>
        <SelectPositioner>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option.value} item={option}>
                <SelectItemText>{option.label}</SelectItemText>
                <SelectItemIndicator>
                  <CheckIcon />
                </SelectItemIndicator>
              </SelectItem>
            ))}
          </SelectContent>
        </SelectPositioner>
      </Portal>
      <SelectHiddenSelect />
    </SelectRoot>
  )
}
