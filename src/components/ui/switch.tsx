/** Ark Switch parts with our recipe, and `Switch`: a labelled on/off control for forms. */
import { Switch as ArkSwitch } from '@ark-ui/react/switch'
import type { ComponentProps, ReactNode } from 'react'
import { createStyleContext } from 'styled-system/jsx'
import { switchRecipe } from 'styled-system/recipes/switch-recipe'

const { withProvider, withContext } = createStyleContext(switchRecipe)

export const SwitchRoot = withProvider(ArkSwitch.Root, 'root')
export const SwitchControl = withContext(ArkSwitch.Control, 'control')
export const SwitchThumb = withContext(ArkSwitch.Thumb, 'thumb')
export const SwitchLabel = withContext(ArkSwitch.Label, 'label')
export const SwitchHiddenInput = ArkSwitch.HiddenInput

export interface SwitchProps extends Omit<ComponentProps<typeof SwitchRoot>, 'children' | 'label'> {
  label: ReactNode
}

export function Switch({ label, ...rootProps }: SwitchProps) {
  return (
    <SwitchRoot {...rootProps}>
      <SwitchControl>
        <SwitchThumb />
      </SwitchControl>
      <SwitchLabel>{label}</SwitchLabel>
      {/* A checkbox input announced as a switch (on/off rather than checked/unchecked). */}
      <SwitchHiddenInput role="switch" />
    </SwitchRoot>
  )
}
