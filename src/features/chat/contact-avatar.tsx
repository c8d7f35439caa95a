/**
 * A member's round photo with the online dot, blurred when the server says so (`needBlur`, spec
 * section 6: free members see some photos blurred). The avatar repeats the nickname next to it, so
 * its image is decorative unless `label` names it.
 */
import { css, cx } from 'styled-system/css'
import { Avatar } from '../../components/ui/avatar'

export interface ContactAvatarProps {
  nickname: string
  src: string | undefined
  isOnline?: boolean
  needBlur?: boolean
  size?: 'sm' | 'md' | 'lg' | 'xl'
  className?: string
}

export function ContactAvatar({
  nickname,
  src,
  isOnline = false,
  needBlur = false,
  size = 'lg',
  className,
}: ContactAvatarProps) {
  return (
    <span className={cx(styles.box, className)} data-blurred={needBlur ? '' : undefined}>
      <Avatar
        name={nickname}
        src={src || undefined}
        size={size}
        className={needBlur ? styles.blur : undefined}
      />
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
