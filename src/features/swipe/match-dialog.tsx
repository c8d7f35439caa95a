/**
 * "C'est un match !": the member the like was mutual with, a link to write to them (their chat) and
 * to their profile. Loaded only when the first match happens.
 */
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import type { ProfileCard } from '../../api/models/profile'
import { Button } from '../../components/ui/button'
import { Dialog } from '../../components/ui/dialog'
import { MessageIcon } from '../../components/ui/icons'
import { chatHref, photoSource, profileHref } from '../social/member-display'
import { MemberPhoto } from '../social/member-photo'

export interface MatchDialogProps {
  match: ProfileCard
  onClose: () => void
}

export default function MatchDialog({ match, onClose }: MatchDialogProps) {
  const { t } = useTranslation('social')
  return (
    <Dialog
      open
      onOpenChange={(details) => {
        if (!details.open) onClose()
      }}
      title={t('swipe.match.title')}
      description={t('swipe.match.text', { nickname: match.nickname })}
      footer={
        <Button variant="plain" onClick={onClose}>
          {t('swipe.match.continue')}
        </Button>
      }
    >
      <div className={styles.body}>
        <MemberPhoto
          nickname={match.nickname}
          photo={photoSource(match.avatar, 'medium')}
          className={styles.photo}
        />
        <div className={styles.actions}>
          <Button asChild variant="solid">
            <Link href={chatHref(match)}>
              <MessageIcon />
              {t('swipe.match.chat')}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={profileHref(match)}>{t('swipe.match.profile')}</Link>
          </Button>
        </div>
      </div>
    </Dialog>
  )
}

const styles = {
  body: css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '5', py: '2' }),
  photo: css({ w: '40', h: '40', borderRadius: 'full', boxShadow: 'overlay', fontSize: '4xl' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '3' }),
}
