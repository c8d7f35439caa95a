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
 * Ark's field root is a `group` with no name. A wrapper around one label and one control is no group:
 * named after its label, a screen reader said the label twice ("Ville, groupe; Ville, zone de
 * liste"), and IBM's engine then found two groups named alike wherever a dialog repeats a field of
 * the page behind it (the advanced search's Ville over the search page's). Unnamed, it broke WCAG
 * 1.3.1 for IBM (fieldset_label_valid). So it is a plain container; real groups (a set of radios, a
 * range's two thumbs) are fieldsets or groups named where they are built.
 */
export function FieldRoot(props: ComponentProps<typeof StyledFieldRoot>) {
  return <StyledFieldRoot role="none" {...props} />
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
