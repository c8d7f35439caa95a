/**
 * The app's icons (inline SVG, decorative: the control around them carries the accessible name). One
 * named export per icon, so a chunk carries only the icons it draws; a feature keeps in its own file
 * only the drawings no other feature uses, on the same `IconSvg` frame.
 */
import { type IconProps, IconSvg } from './icon-svg'

export { type IconProps, IconSvg }

export function CloseIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M18 6 6 18M6 6l12 12" />
    </IconSvg>
  )
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="m6 9 6 6 6-6" />
    </IconSvg>
  )
}

export function CheckIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M20 6 9 17l-5-5" />
    </IconSvg>
  )
}

export function MoreIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <circle cx="12" cy="5" r="1" />
      <circle cx="12" cy="12" r="1" />
      <circle cx="12" cy="19" r="1" />
    </IconSvg>
  )
}

const STAR = 'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.53L12 17.5l-5.87 3.07 1.12-6.53L2.5 9.41l6.56-.95z'

export function StarIcon(props: IconProps) {
  return (
    <IconSvg fill="currentColor" strokeWidth={1.5} {...props}>
      <path d={STAR} />
    </IconSvg>
  )
}

export function StarOutlineIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d={STAR} />
    </IconSvg>
  )
}

export function HeartIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return (
    <IconSvg fill={filled ? 'currentColor' : 'none'} {...props}>
      <path d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z" />
    </IconSvg>
  )
}

export function BellIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </IconSvg>
  )
}

export function SettingsIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M4 21v-7M4 10V3M12 21v-9M12 8V3M20 21v-5M20 12V3M1 14h6M9 8h6M17 16h6" />
    </IconSvg>
  )
}

export function ArrowLeftIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M19 12H5M12 19l-7-7 7-7" />
    </IconSvg>
  )
}

export function ChevronIcon(props: IconProps & { direction: 'left' | 'right' }) {
  const { direction, ...rest } = props
  return (
    <IconSvg {...rest}>
      <path d={direction === 'left' ? 'M15 18l-6-6 6-6' : 'M9 6l6 6-6 6'} />
    </IconSvg>
  )
}

export function LockIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <rect width="18" height="11" x="3" y="11" rx="2" />
      <path d="M7 11V7a5 5 0 0 1 10 0v4" />
    </IconSvg>
  )
}

export function MessageIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
    </IconSvg>
  )
}

export function SearchIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </IconSvg>
  )
}

export function CardsIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <rect x="7" y="3" width="12" height="16" rx="2" />
      <path d="M5 7v12a2 2 0 0 0 2 2h9" />
    </IconSvg>
  )
}

export function UserIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </IconSvg>
  )
}
