/**
 * The frame every icon shares (icons.tsx): a 24 x 24 stroked drawing in the current text colour,
 * decorative (the control around it carries the accessible name). A module of its own so the first
 * route can draw an icon (the offline notice's) without carrying the icons of every other chunk.
 */
import type { SVGProps } from 'react'

export type IconProps = SVGProps<SVGSVGElement>

export function IconSvg(props: IconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    />
  )
}
