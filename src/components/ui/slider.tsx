/**
 * Ark Slider parts with our recipe, and `RangeSlider`: two thumbs (spec: age 18-99, height 140-220,
 * weight 35-200, distance 0-50), each named by `thumbLabels`, with the current range shown beside
 * the label.
 */
import { Slider as ArkSlider } from '@ark-ui/react/slider'
import { type ComponentProps, type ReactNode, useId } from 'react'
import { createStyleContext } from 'styled-system/jsx'
import { slider } from 'styled-system/recipes/slider'
import { Caption } from './ark-children'

const { withProvider, withContext } = createStyleContext(slider)

/**
 * The thumb's size in the recipe (`5` = 1.25rem = 20px). Given, zag does not measure the thumbs
 * when the slider mounts and watch them with a ResizeObserver: measuring forced a layout per thumb,
 * the longest part of opening the advanced search (four sliders) on a slow phone. Every slider
 * gets it from its root.
 */
const THUMB_SIZE = { width: 20, height: 20 }

const StyledSliderRoot = withProvider(ArkSlider.Root, 'root')

export function SliderRoot(props: ComponentProps<typeof StyledSliderRoot>) {
  return <StyledSliderRoot thumbSize={THUMB_SIZE} {...props} />
}
export const SliderHeader = withContext('div', 'header')
const StyledSliderLabel = withContext(ArkSlider.Label, 'label')
/** The label is a caption: its `for` would name the hidden form input (ark-children.tsx). */
export function SliderLabel({ children, ...props }: ComponentProps<typeof StyledSliderLabel>) {
  return (
    <StyledSliderLabel asChild {...props}>
      <Caption>{children}</Caption>
    </StyledSliderLabel>
  )
}
export const SliderValueText = withContext(ArkSlider.ValueText, 'valueText')
export const SliderControl = withContext(ArkSlider.Control, 'control')
export const SliderTrack = withContext(ArkSlider.Track, 'track')
export const SliderRange = withContext(ArkSlider.Range, 'range')
export const SliderThumb = withContext(ArkSlider.Thumb, 'thumb')
export const SliderMarkerGroup = withContext(ArkSlider.MarkerGroup, 'markerGroup')
export const SliderMarker = withContext(ArkSlider.Marker, 'marker')
export const SliderHiddenInput = ArkSlider.HiddenInput
export const SliderContext = ArkSlider.Context

const defaultFormat = (value: number[]) => value.join(' – ')

export interface RangeSliderProps
  extends Omit<ComponentProps<typeof SliderRoot>, 'children' | 'aria-label' | 'aria-labelledby'> {
  label: ReactNode
  /** Accessible names of the two thumbs, e.g. ['Âge minimum', 'Âge maximum']. */
  thumbLabels: [string, string]
  /** Text shown beside the label, e.g. `([a, b]) => `${a} – ${b} ans``. */
  formatValue?: (value: number[]) => string
}

export function RangeSlider({
  label,
  thumbLabels,
  formatValue = defaultFormat,
  ...rootProps
}: RangeSliderProps) {
  // Zag names every thumb after the slider's label unless given `aria-labelledby`, so each thumb
  // points at its own (hidden) name.
  const id = useId()
  const thumbNameIds = thumbLabels.map((_, index) => `${id}-thumb-${index}`)
  return (
    <SliderRoot aria-labelledby={thumbNameIds} {...rootProps}>
      <SliderHeader>
        <SliderLabel>{label}</SliderLabel>
        <SliderValueText>
          <SliderContext>{(api) => formatValue(api.value)}</SliderContext>
        </SliderValueText>
      </SliderHeader>
      <SliderControl>
        <SliderTrack>
          <SliderRange />
        </SliderTrack>
        {thumbLabels.map((name, index) => (
          <SliderThumb key={name} index={index}>
            <span id={thumbNameIds[index]} hidden>
              {name}
            </span>
            <SliderHiddenInput />
          </SliderThumb>
        ))}
      </SliderControl>
    </SliderRoot>
  )
}
