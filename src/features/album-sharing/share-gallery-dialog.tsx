/**
 * The shareGallery dialog (modal `shareGallery`, spec section 2): the member shares their private
 * album with one member (send_message a1), then sees it confirmed. Opened from a chat or a profile
 * with that member's id; without one, it says where to start. A pure view: `open` and `onClose` come
 * from the host (the modal router in the app).
 */
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button } from '../../components/ui/button'
import type { AlbumSharingActorRef } from '../../machines/album-sharing/album-sharing.machine'
import {
  selectIsAccepting,
  selectLastAnswer,
  selectMyFailure,
} from '../../machines/album-sharing/album-sharing.selectors'
import { AppLink, type Navigate } from '../chat/app-link'
import { PHOTOS_HREF } from '../chat/chat-links'
import { chatFailureText } from '../chat/failure-text'
import { ModalDialog } from '../modals/modal-dialog'

export interface ShareGalleryDialogProps {
  open: boolean
  onClose: () => void
  /** The album-sharing actor for the member to share with; null when the dialog was opened without one. */
  actorRef: AlbumSharingActorRef | null
  contactNickname: string
  onNavigate?: Navigate | undefined
}

export function ShareGalleryDialog({
  open,
  onClose,
  actorRef,
  contactNickname,
  onNavigate,
}: ShareGalleryDialogProps) {
  const { t } = useTranslation('chat')
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={t('shareGallery.title')}
      {...(actorRef ? { description: t('shareGallery.description', { nickname: contactNickname }) } : {})}
    >
      {actorRef ? (
        <ShareGalleryBody
          actorRef={actorRef}
          contactNickname={contactNickname}
          onClose={onClose}
          onNavigate={onNavigate}
        />
      ) : (
        <p className={styles.text}>{t('shareGallery.noContact')}</p>
      )}
    </ModalDialog>
  )
}

function ShareGalleryBody({
  actorRef,
  contactNickname,
  onClose,
  onNavigate,
}: {
  actorRef: AlbumSharingActorRef
  contactNickname: string
  onClose: () => void
  onNavigate?: Navigate | undefined
}) {
  const { t } = useTranslation('chat')
  const accepting = useSelector(actorRef, selectIsAccepting)
  const lastAnswer = useSelector(actorRef, selectLastAnswer)
  const failure = useSelector(actorRef, selectMyFailure)
  if (lastAnswer === 'accept') {
    return (
      <div className={styles.body}>
        <p role="status" className={styles.done}>
          {t('shareGallery.done', { nickname: contactNickname })}
        </p>
        <div className={styles.actions}>
          <Button variant="solid" onClick={onClose}>
            {t('shareGallery.close')}
          </Button>
        </div>
      </div>
    )
  }
  return (
    <div className={styles.body}>
      <p className={styles.text}>{t('shareGallery.explain')}</p>
      {failure ? (
        <div role="alert" className={styles.error}>
          <p>{chatFailureText(t, failure)}</p>
          <AppLink href={PHOTOS_HREF} onNavigate={onNavigate} className={styles.link}>
            {t('shareGallery.managePhotos')}
          </AppLink>
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button variant="outline" onClick={onClose}>
          {t('shareGallery.cancel')}
        </Button>
        <Button variant="solid" loading={accepting} onClick={() => actorRef.send({ type: 'album.accept' })}>
          {t('shareGallery.confirm')}
        </Button>
      </div>
    </div>
  )
}

const styles = {
  body: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  text: css({ color: 'fg.muted' }),
  done: css({ color: 'success.fg', fontWeight: 'semibold' }),
  error: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    p: '3',
    borderRadius: 'xl',
    bg: 'danger.subtle',
    color: 'danger.fg',
  }),
  link: css({ color: 'danger.fg', textDecoration: 'underline', fontWeight: 'semibold' }),
  actions: css({ display: 'flex', justifyContent: 'flex-end', gap: '2', flexWrap: 'wrap' }),
}
