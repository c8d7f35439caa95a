/**
 * Ark Combobox parts with our recipe, and `Combobox`: a labelled text input with a list of
 * suggestions, for lists that come from a search (cities). The owner gives the options and a
 * `status` line to show instead of them (searching, nothing found); `announcement` is read politely
 * by screen readers when it changes (how many suggestions came back). Ark wires the combobox roles,
 * `aria-activedescendant` and keyboard navigation; wrapped in Ark's Field for the label, the helper
 * and the error, like `TextField`.
 */
import {
  Combobox as ArkCombobox,
  type ComboboxRootComponentProps,
  createListCollection,
} from '@ark-ui/react/combobox'
import { Portal } from '@ark-ui/react/portal'
import { type ComponentProps, type ReactNode, useId, useMemo } from 'react'
import { css } from 'styled-system/css'
import { createStyleContext } from 'styled-system/jsx'
import { combobox } from 'styled-system/recipes/combobox'
import type { JsxStyleProps } from 'styled-system/types'
import { PopupInput } from './ark-children'
import { FieldErrorText, FieldHelperText, FieldRequiredIndicator, FieldRoot } from './field'
import { CheckIcon } from './icons'

const { withProvider, withContext } = createStyleContext(combobox)

// Keeps Ark's generic item type, which the style-context wrapper would otherwise erase.
// As the select's list: the suggestions mount when the list opens, not with the field.
export const ComboboxRoot = withProvider(ArkCombobox.Root, 'root', {
  defaultProps: { lazyMount: true, unmountOnExit: true },
}) as ArkCombobox.RootComponent<JsxStyleProps>
export const ComboboxLabel = withContext(ArkCombobox.Label, 'label')
export const ComboboxControl = withContext(ArkCombobox.Control, 'control')
const StyledComboboxInput = withContext(ArkCombobox.Input, 'input')
/** The input names its list in `aria-controls` only while the list is open (ark-children.tsx). */
export function ComboboxInput(props: ComponentProps<typeof StyledComboboxInput>) {
  return (
    <StyledComboboxInput asChild {...props}>
      <PopupInput />
    </StyledComboboxInput>
  )
}
export const ComboboxTrigger = withContext(ArkCombobox.Trigger, 'trigger')
export const ComboboxClearTrigger = withContext(ArkCombobox.ClearTrigger, 'clearTrigger')
export const ComboboxPositioner = withContext(ArkCombobox.Positioner, 'positioner')
export const ComboboxContent = withContext(ArkCombobox.Content, 'content')
export const ComboboxList = withContext(ArkCombobox.List, 'list')
export const ComboboxItem = withContext(ArkCombobox.Item, 'item')
export const ComboboxItemText = withContext(ArkCombobox.ItemText, 'itemText')
export const ComboboxItemIndicator = withContext(ArkCombobox.ItemIndicator, 'itemIndicator')
export const ComboboxItemGroup = withContext(ArkCombobox.ItemGroup, 'itemGroup')
export const ComboboxItemGroupLabel = withContext(ArkCombobox.ItemGroupLabel, 'itemGroupLabel')
export const ComboboxEmpty = withContext(ArkCombobox.Empty, 'empty')
/** A line in the list that is not an option (role presentation, as Ark's Empty part). */
export const ComboboxStatus = withContext('div', 'status', { defaultProps: { role: 'presentation' } })

export interface ComboboxOption {
  value: string
  label: string
  disabled?: boolean
}

export interface ComboboxProps
  extends Omit<
    ComboboxRootComponentProps<ComboboxOption, JsxStyleProps>,
    'collection' | 'children' | 'invalid' | 'required' | 'disabled' | 'readOnly'
  > {
  label: ReactNode
  /** The suggestions to pick from. */
  options: ComboboxOption[]
  /** Shown in the list under the options, or alone when there are none ('Aucune ville trouvée'). */
  status?: ReactNode
  /** Read politely by screen readers when it changes ('3 villes trouvées'). */
  announcement?: string
  helperText?: ReactNode
  /** The error to show; a non-empty value also marks the field invalid. */
  error?: ReactNode
  required?: boolean
  disabled?: boolean
  readOnly?: boolean
  /**
   * Render the list in a portal on `document.body` (the default). Inside a modal Dialog pass false:
   * the dialog hides everything outside itself from screen readers when it opens, a list portalled
   * later included. The list is then positioned `fixed`, so the dialog's scrolling does not clip it.
   */
  portalled?: boolean
}

export function Combobox({
  label,
  options,
  status,
  announcement,
  helperText,
  error,
  required,
  disabled,
  readOnly,
  portalled = true,
  positioning,
  ...rootProps
}: ComboboxProps) {
  const id = useId()
  const ids = { helperText: `${id}-helper`, errorText: `${id}-error` }
  // As in TextField: Ark links the error only through aria-errormessage, so the description lists
  // the helper text and the error explicitly.
  const describedBy = [helperText ? ids.helperText : null, error ? ids.errorText : null]
    .filter(Boolean)
    .join(' ')
  const collection = useMemo(
    () =>
      createListCollection({
        items: options,
        itemToString: (item) => item.label,
        itemToValue: (item) => item.value,
        isItemDisabled: (item) => Boolean(item.disabled),
      }),
    [options],
  )
  return (
    <FieldRoot ids={ids} invalid={Boolean(error)} required={required} disabled={disabled} readOnly={readOnly}>
      <ComboboxRoot
        collection={collection}
        positioning={{ sameWidth: true, ...(portalled ? {} : { strategy: 'fixed' }), ...positioning }}
        {...rootProps}
      >
        <ComboboxLabel>
          {label}
          <FieldRequiredIndicator />
        </ComboboxLabel>
        <ComboboxControl>
          <ComboboxInput aria-describedby={describedBy || undefined} />
        </ComboboxControl>
        <Portal disabled={!portalled}>
          <ComboboxPositioner>
            <ComboboxContent>
              {options.map((option) => (
                <ComboboxItem key={option.value} item={option}>
                  <ComboboxItemText>{option.label}</ComboboxItemText>
                  <ComboboxItemIndicator>
                    <CheckIcon />
                  </ComboboxItemIndicator>
                </ComboboxItem>
              ))}
              {status ? <ComboboxStatus>{status}</ComboboxStatus> : null}
            </ComboboxContent>
          </ComboboxPositioner>
        </Portal>
      </ComboboxRoot>
      {helperText ? <FieldHelperText>{helperText}</FieldHelperText> : null}
      <FieldErrorText>{error}</FieldErrorText>
      <span role="status" className={srOnly}>
        {announcement}
      </span>
    </FieldRoot>
  )
}

const srOnly = css({ srOnly: true })
