/**
 * `TextareaField`: label + multi-line text + helper text + error text, wired by Ark's Field like
 * `TextField` (ids, aria-describedby, aria-invalid). A pill would clip several lines, so the box has
 * large rounded corners instead; everything else matches the pill input.
 */
import { Field } from '@ark-ui/react/field'
import { type ComponentProps, type ReactNode, useId } from 'react'
import { css, cx } from 'styled-system/css'
import { FieldErrorText, FieldHelperText, FieldLabel, FieldRequiredIndicator, FieldRoot } from './field'

export interface TextareaFieldProps extends Omit<ComponentProps<typeof Field.Textarea>, 'children'> {
  label: ReactNode
  helperText?: ReactNode
  /** The error to show; a non-empty value also marks the field invalid. */
  error?: ReactNode
  required?: boolean
  disabled?: boolean
  readOnly?: boolean
}

export function TextareaField({
  label,
  helperText,
  error,
  required,
  disabled,
  readOnly,
  className,
  ...textareaProps
}: TextareaFieldProps) {
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
      <Field.Textarea
        aria-describedby={describedBy || undefined}
        className={cx(textarea, className)}
        {...textareaProps}
      />
      {helperText ? <FieldHelperText>{helperText}</FieldHelperText> : null}
      <FieldErrorText>{error}</FieldErrorText>
    </FieldRoot>
  )
}

const textarea = css({
  width: '100%',
  minHeight: '32',
  px: '4',
  py: '3',
  borderRadius: '2xl',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.input',
  bg: 'bg.surface',
  color: 'fg.default',
  fontFamily: 'body',
  fontSize: 'md',
  lineHeight: '1.5',
  resize: 'vertical',
  outline: 'none',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: '0.15s',
  _placeholder: { color: 'fg.muted', opacity: 1 },
  _focusVisible: { borderColor: 'focusRing', boxShadow: '0 0 0 1px token(colors.focusRing)' },
  '&:is([data-invalid], [aria-invalid=true])': {
    borderColor: 'danger.fg',
    _focusVisible: { boxShadow: '0 0 0 1px token(colors.danger.fg)' },
  },
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
})
