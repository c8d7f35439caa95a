/** Pill chips for states ('Privée', the connection status), optionally with a coloured dot. */
import type { ComponentProps } from 'react'
import { styled } from 'styled-system/jsx'
import { chip } from 'styled-system/recipes/chip'

const StyledChip = styled('span', chip)

export interface ChipProps extends ComponentProps<typeof StyledChip> {
  /** Shows a small dot in the chip's colour before the text. */
  indicator?: boolean
}

export function Chip({ indicator = false, children, ...props }: ChipProps) {
  return (
    <StyledChip {...props}>
      {indicator ? <span data-part="dot" aria-hidden="true" /> : null}
      {children}
    </StyledChip>
  )
}
