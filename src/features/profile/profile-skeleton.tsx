/**
 * The profile page while the profile loads: its header laid out as the profile's own (shared styles,
 * profile-header-styles.ts), with the main photo's frame where the photo will be and grey lines for
 * the name and details. The build prerenders it into the page's shell (the profile is open to
 * visitors, so the shell is the page's own loading state), and the page's first script draws the
 * photo into the frame from the page's first answer before the app runs (src/app/largest-image.ts,
 * issue 38). `photo`: that photo, left for the app (src/api/largest-photo-handover.ts), so this draws
 * it in the same place when the app takes over, and the profile's own `<img>` then lands there too.
 */
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import type { Photo } from '../../api/models/photo'
import { Card } from '../../components/ui/card'
import { PhotoImage, photoStyles } from './photo-frame'
import { profileHeaderStyles as header } from './profile-header-styles'

export function ProfileSkeleton({ photo }: { photo: Photo | null }) {
  const { t } = useTranslation('profile')
  return (
    <div className={header.page}>
      <p role="status" className={css({ srOnly: true })}>
        {t('loading')}
      </p>
      <Card className={header.header} aria-hidden="true">
        <div className={header.avatar}>
          {photo ? (
            <PhotoImage photo={photo} alt="" size="medium" priority />
          ) : (
            <span data-largest-photo="" data-image-class={photoStyles.image} className={photoStyles.frame} />
          )}
        </div>
        <div className={cx(header.identity, styles.lines)}>
          <div className={cx(styles.line, css({ h: '8', w: '44' }))} />
          <div className={cx(styles.line, css({ h: '5', w: '56' }))} />
          <div className={cx(styles.line, css({ h: '6', w: '36' }))} />
        </div>
      </Card>
    </div>
  )
}

const styles = {
  lines: css({ alignItems: { base: 'center', sm: 'flex-start' }, maxW: 'full' }),
  line: css({ borderRadius: 'md', bg: 'bg.muted', maxW: 'full' }),
}
