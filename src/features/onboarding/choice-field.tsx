import { createListCollection } from '@ark-ui/react/select'
import { type ReactNode, useId, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldErrorText, FieldRequiredIndicator, FieldRoot } from '../../components/ui/field'
import { CheckIcon, ChevronDownIcon } from '../../components/ui/icons'
import {
  SelectContent,
  SelectControl,
  SelectHiddenSelect,
  SelectIndicator,
  SelectItem,
  SelectItemIndicator,
  SelectItemText,
  SelectLabel,
  type SelectOption,
  SelectPositioner,
  SelectRoot,
  SelectTrigger,
  SelectValueText,
} from '../../components/ui/select'

export interface ChoiceFieldProps {
  label: ReactNode
  name: string
  options: SelectOption[]
  /** The chosen value, '' for none. */
  value: string
  onChange: (value: string) => void
  /** The error to show; a non-empty value also marks the field invalid. */
  error?: ReactNode
  required?: boolean
  readOnly?: boolean
}

/**
 * A single choice from a short list (our Select parts) for forms inside a dialog, with an error under
 * it that the trigger's description announces, as `TextField` does for inputs.
 */
export function ChoiceField({
  label,
  name,
  options,
  value,
  onChange,
  error,
  required,
  readOnly,
}: ChoiceFieldProps) {
  const { t } = useTranslation('ui')
  const id = useId()
  const ids = { errorText: `${id}-error` }
  const collection = useMemo(() => createListCollection({ items: options }), [options])
  return (
    <FieldRoot ids={ids} invalid={Boolean(error)} required={required} readOnly={readOnly}>
      <SelectRoot
        collection={collection}
        name={name}
        value={value ? [value] : []}
        onValueChange={(details) => onChange(details.value[0] ?? '')}
        positioning={{ sameWidth: true, strategy: 'fixed' }}
      >
        <SelectLabel>
          {label}
          <FieldRequiredIndicator />
        </SelectLabel>
        <SelectControl>
          <SelectTrigger data-focus-target={name} aria-describedby={error ? ids.errorText : undefined}>
            <SelectValueText placeholder={t('select.placeholder')} />
            <SelectIndicator>
              <ChevronDownIcon />
            </SelectIndicator>
          </SelectTrigger>
        </SelectControl>
        {/* Not portalled: this field lives in a modal dialog, which hides whatever is outside it
            from screen readers; `fixed` keeps the dialog's scrolling from clipping the list. */}
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
        <SelectHiddenSelect />
      </SelectRoot>
      <FieldErrorText>{error}</FieldErrorText>
    </FieldRoot>
  )
}
