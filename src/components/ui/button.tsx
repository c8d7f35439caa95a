/**
 * Button (pill) and IconButton (round, named by a required `aria-label`). `loading` shows a spinner,
 * sets `aria-busy` and swallows clicks while keeping focus (a disabled button would drop it).
 */
import { ark } from '@ark-ui/react/factory'
import type { ComponentProps, MouseEvent } from 'react'
import { styled } from 'styled-system/jsx'
import { button } from 'styled-system/recipes'

const StyledButton = styled(ark.button, button)

export interface ButtonProps extends ComponentProps<typeof StyledButton> {
  /** Shows a spinner, sets aria-busy and ignores clicks (the form is not submitted twice). */
  loading?: boolean
}

export function Button({ loading = false, type, onClick, children, ...props }: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault()
      return
    }
    onClick?.(event)
  }
  return (
    <StyledButton
      type={props.asChild ? undefined : (type ?? 'button')}
      aria-busy={loading || undefined}
      data-loading={loading ? '' : undefined}
      onClick={handleClick}
      {...props}
    >
      {props.asChild ? (
        children
      ) : (
        <>
          {loading ? <span data-part="spinner" aria-hidden="true" /> : null}
          {children}
        </>
      )}
    </StyledButton>
  )
}

export interface IconButtonProps extends Omit<ButtonProps, 'shape' | 'aria-label'> {
  /** Icon buttons have no visible text, so a name is required. */
  'aria-label': string
}

export function IconButton({ variant = 'plain', ...props }: IconButtonProps) {
  return <Button variant={variant} {...props} shape="circle" />
}
