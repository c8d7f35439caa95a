/**
 * The profile pages' own drawings, on the UI kit's frame. Their lock (smaller) and speech bubble
 * (round) are not the kit's LockIcon and MessageIcon, which the chat and the discovery pages draw.
 */
import { type IconProps, IconSvg } from '../../components/ui/icons'

export function LockIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </IconSvg>
  )
}

export function MessageIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
    </IconSvg>
  )
}

export function FlagIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M5 21V4M5 4h11l-2 4 2 4H5" />
    </IconSvg>
  )
}

export function RefreshIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
    </IconSvg>
  )
}
