/**
 * Ark UI's `Avatar` parts without zag's state machine: the fallback shows until the image has
 * loaded, then the image shows (the same `hidden` and `data-state` as Ark's, so the avatar recipe
 * applies unchanged). See ark-switch-lite.tsx for why; the widget build aliases
 * `@ark-ui/react/avatar` here.
 */
import { type ComponentProps, createContext, use, useState } from 'react'

type Status = 'loading' | 'loaded' | 'error'

const AvatarContext = createContext<{ status: Status; setStatus: (status: Status) => void } | null>(null)

const useAvatar = () => {
  const avatar = use(AvatarContext)
  if (!avatar) throw new Error('Avatar parts outside Avatar.Root')
  return avatar
}

function Root(props: ComponentProps<'div'>) {
  const [status, setStatus] = useState<Status>('loading')
  return (
    <AvatarContext value={{ status, setStatus }}>
      <div data-scope="avatar" data-part="root" {...props} />
    </AvatarContext>
  )
}

function Image({ src, ...props }: ComponentProps<'img'>) {
  const { status, setStatus } = useAvatar()
  const [shown, setShown] = useState(src)
  // A new address loads again: the fallback shows meanwhile.
  if (shown !== src) {
    setShown(src)
    setStatus('loading')
  }
  const loaded = status === 'loaded'
  return (
    // biome-ignore lint/a11y/useAltText: the alt comes with the props, as with Ark's Avatar.Image
    <img
      data-scope="avatar"
      data-part="image"
      data-state={loaded ? 'visible' : 'hidden'}
      hidden={!loaded}
      src={src}
      onLoad={() => setStatus('loaded')}
      onError={() => setStatus('error')}
      {...props}
    />
  )
}

function Fallback(props: ComponentProps<'span'>) {
  const loaded = useAvatar().status === 'loaded'
  return (
    <span
      data-scope="avatar"
      data-part="fallback"
      data-state={loaded ? 'hidden' : 'visible'}
      hidden={loaded}
      {...props}
    />
  )
}

export const Avatar = { Root, Image, Fallback }
