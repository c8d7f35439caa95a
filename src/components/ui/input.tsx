/** Pill text input. Inside a `FieldRoot` it picks up the field's id, label, invalid and required state. */
import { Field } from '@ark-ui/react/field'
import type { ComponentProps } from 'react'
import { styled } from 'styled-system/jsx'
import { input } from 'styled-system/recipes/input'

export const Input = styled(Field.Input, input)
export type InputProps = ComponentProps<typeof Input>
