/**
 * A member's round photo with the online dot, blurred when the server says so (`needBlur`, spec
 * section 6: free members see some photos blurred). The avatar repeats the nickname next to it, so
 * its image is decorative unless `label` names it. A saved crop is drawn as on the cards: the Ark
 * avatar keeps its initials fallback, its image is our `CroppedImage`.
 */
import { css, cx } from 'styled-system/css'
import type { PhotoCrop } from '../../api/models/photo'
import { Avatar, AvatarFallback, AvatarImage, AvatarRoot } from '../../components/ui/avatar'
import { CroppedImage } from '../../components/ui/cropped-image'
import { initials } from '../../components/ui/initials'

export interface ContactAvatarProps {
  nickname: string
  src: string | undefined
  isOnline?: boolean
  needBlur?: boolean
  size?: 'sm' | 'md' | 'lg' | 'xl'
  className?: string
  /** The photo's saved crop and the size its pixels belong to, when there is one. */
  crop?: { crop: PhotoCrop; source: string } | undefined
  /**
   * The nickname, so the initials and the name, are written in by the page's first script (a
   * conversation's loading state in the prerendered shell: src/app/early-conversation.ts).
   */
  nicknameHole?: boolean
}

export function ContactAvatar({
  nickname,
  src,
  isOnline = false,
  needBlur = false,
  size = 'lg',
  className,
  crop,
  nicknameHole = false,
}: ContactAvatarProps) {
  const blur = needBlur ? styles.blur : undefined
  return (
    <span
      className={cx(styles.box, className)}
      data-blurred={needBlur ? '' : undefined}
      data-early-avatar={nicknameHole ? '' : undefined}
    >
      {src && crop ? (
        <AvatarRoot size={size} className={blur}>
          <AvatarFallback role="img" aria-label={nickname}>
            {initials(nickname)}
          </AvatarFallback>
          <AvatarImage asChild>
            <CroppedImage src={src} crop={crop.crop} cropSource={crop.source} alt={nickname} />
          </AvatarImage>
        </AvatarRoot>
      ) : (
        <Avatar name={nickname} src={src || undefined} size={size} className={blur} />
      )}
      {isOnline ? <span className={styles.dot} aria-hidden="true" data-online="" /> : null}
    </span>
  )
}

const styles = {
  box: css({ position: 'relative', display: 'inline-flex', flexShrink: '0' }),
  blur: css({ '& img': { filter: 'blur(8px)', transform: 'scale(1.15)' } }),
  dot: css({
    position: 'absolute',
    right: '0',
    bottom: '0',
    w: '3.5',
    h: '3.5',
    borderRadius: 'full',
    bg: 'success.fg',
    borderWidth: '2px',
    borderStyle: 'solid',
    borderColor: 'bg.surface',
  }),
}
