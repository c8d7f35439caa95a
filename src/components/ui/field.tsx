/**
 * Ark Field parts with our recipe, and `TextField`: label + pill input + helper text + error text,
 * wired by Ark (ids, aria-describedby, aria-invalid).
 */
import { Field } from '@ark-ui/react/field'
import { type ComponentProps, type ReactNode, useId } from 'react'
import { createStyleContext } from 'styled-system/jsx'
import { field } from 'styled-system/recipes/field'
import { Input, type InputProps } from './input'

const { withProvider, withContext } = createStyleContext(field)

const StyledFieldRoot = withProvider(Field.Root, 'root')

/**
 * Ark's field root is a `group` with no name of its own; a group without a name is noise to a screen
 * reader (and WCAG 1.3.1 to IBM's engine: fieldset_label_valid). It is named by the field's label,
 * whose id is fixed here: Ark's Select and Combobox inside a field take the field's label id too.
 */
export function FieldRoot({ ids, ...props }: ComponentProps<typeof StyledFieldRoot>) {
  const id = useId()
  const labelId = ids?.label ?? `${id}-label`
  return <StyledFieldRoot ids={{ ...ids, label: labelId }} aria-labelledby={labelId} {...props} />
}
export const FieldLabel = withContext(Field.Label, 'label')
export const FieldHelperText = withContext(Field.HelperText, 'helperText')
export const FieldErrorText = withContext(Field.ErrorText, 'errorText')
export const FieldRequiredIndicator = withContext(Field.RequiredIndicator, 'requiredIndicator')

export interface TextFieldProps extends Omit<InputProps, 'children'> {
  label: ReactNode
  helperText?: ReactNode
  /** The error to show; a non-empty value also marks the field invalid. */
  error?: ReactNode
  required?: boolean
  disabled?: boolean
  readOnly?: boolean
}

export function TextField({
  label,
  helperText,
  error,
  required,
  disabled,
  readOnly,
  ...inputProps
}: TextFieldProps) {
  // Ark links the error only through aria-errormessage, which several screen readers ignore; the
  // input's description therefore lists the helper text and the error explicitly.
  const id = useId()
  const ids = { helperText: `${id}-helper`, errorText: `${id}-error` }
  const describedBy = [helperText ? ids.helperText : null, error ? ids.errorText : null]
    .filter(Boolean)
    .join(' ')
  return (
    <FieldRoot ids={ids} invalid={Boolean(error)} required={required} disabled={disabled} readOnly={readOnly}>
      <FieldLabel>
        {label}
        <FieldRequiredIndicator />
      </FieldLabel>
      <Input aria-describedby={describedBy || undefined} {...inputProps} />
      {helperText ? <FieldHelperText>{helperText}</FieldHelperText> : null}
      <FieldErrorText>{error}</FieldErrorText>
    </FieldRoot>
  )
}
