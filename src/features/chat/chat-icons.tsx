/** The chat's own icons, on the UI kit's frame (the shared ones are in components/ui/icons). */
import { type IconProps, IconSvg } from '../../components/ui/icons'

export function SendIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="m22 2-7 20-4-9-9-4Z" />
      <path d="M22 2 11 13" />
    </IconSvg>
  )
}

export function ImageIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <rect width="18" height="18" x="3" y="3" rx="2" />
      <circle cx="9" cy="9" r="2" />
      <path d="m21 15-3.09-3.09a2 2 0 0 0-2.82 0L6 21" />
    </IconSvg>
  )
}

export function BlockIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="m4.9 4.9 14.2 14.2" />
    </IconSvg>
  )
}

export function FlagIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M4 15s1-1 4-1 5 2 8 2 4-1 4-1V3s-1 1-4 1-5-2-8-2-4 1-4 1z" />
      <path d="M4 22v-7" />
    </IconSvg>
  )
}

export function UserPlusIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
      <circle cx="9" cy="7" r="4" />
      <path d="M19 8v6M22 11h-6" />
    </IconSvg>
  )
}

export function ArrowDownIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M12 5v14M19 12l-7 7-7-7" />
    </IconSvg>
  )
}

export function RetryIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8" />
      <path d="M21 3v5h-5" />
      <path d="M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16" />
      <path d="M8 16H3v5" />
    </IconSvg>
  )
}
