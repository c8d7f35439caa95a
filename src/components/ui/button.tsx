/**
 * Button (pill) and IconButton (round, named by a required `aria-label`). `loading` shows a spinner,
 * sets `aria-busy` and swallows clicks while keeping focus (a disabled button would drop it).
 */
import { ark, type HTMLArkProps } from '@ark-ui/react/factory'
import type { MouseEvent } from 'react'
import { cx } from 'styled-system/css'
import { type ButtonVariantProps, button } from 'styled-system/recipes/button'

// The recipe's class on Ark's element, without Panda's `styled()` factory: the Button is on the
// first route, and `styled()` brings its list of every CSS property (~4 KB gzip) along.
export interface ButtonProps extends HTMLArkProps<'button'>, ButtonVariantProps {
  /** Shows a spinner, sets aria-busy and ignores clicks (the form is not submitted twice). */
  loading?: boolean
}

export function Button({ loading = false, type, onClick, children, className, ...rest }: ButtonProps) {
  const [variants, props] = button.splitVariantProps(rest)
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault()
      return
    }
    onClick?.(event)
  }
  return (
    <ark.button
      className={cx(button(variants), className)}
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
    </ark.button>
  )
}

export interface IconButtonProps extends Omit<ButtonProps, 'shape' | 'aria-label'> {
  /** Icon buttons have no visible text, so a name is required. */
  'aria-label': string
}

export function IconButton({ variant = 'plain', ...props }: IconButtonProps) {
  return <Button variant={variant} {...props} shape="circle" />
}
