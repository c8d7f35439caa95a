/**
 * The prompt a locked private gallery shows (spec sections 2 and 6: "a locked private gallery opens
 * a prompt to message the owner to ask for sharing"): how many private photos, a button that asks
 * the owner (send_message a0), and, where given, a way to write to them.
 */
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button } from '../../components/ui/button'
import { LockIcon } from '../../components/ui/icons'
import type { AlbumSharingActorRef } from '../../machines/album-sharing/album-sharing.machine'
import {
  selectLockedCount,
  selectTheirAlbumStatus,
  selectTheirFailure,
} from '../../machines/album-sharing/album-sharing.selectors'
import { chatFailureText } from '../chat/failure-text'

export interface LockedAlbumPromptProps {
  actorRef: AlbumSharingActorRef
  ownerNickname: string
  /** The member already asked and is waiting for the answer (read from the conversation). */
  hasAsked?: boolean
  /** "Write to them": opens the chat with the owner. */
  onMessageOwner?: (() => void) | undefined
  headingLevel?: 'h2' | 'h3'
}

export function LockedAlbumPrompt({
  actorRef,
  ownerNickname,
  hasAsked = false,
  onMessageOwner,
  headingLevel: Heading = 'h3',
}: LockedAlbumPromptProps) {
  const { t } = useTranslation('chat')
  const status = useSelector(actorRef, selectTheirAlbumStatus)
  const count = useSelector(actorRef, selectLockedCount)
  const failure = useSelector(actorRef, selectTheirFailure)
  const waiting = status === 'requested' || (hasAsked && status === 'locked')
  return (
    <div className={styles.box} data-album-state={status}>
      <span className={styles.lock} aria-hidden="true">
        <LockIcon />
      </span>
      <Heading className={styles.title}>{t('album.lockedTitle', { nickname: ownerNickname })}</Heading>
      {count > 0 ? <p className={styles.text}>{t('album.lockedCount', { count })}</p> : null}
      {waiting ? (
        <p role="status" className={styles.sent}>
          {t('album.requestSent', { nickname: ownerNickname })}
        </p>
      ) : (
        <p className={styles.text}>{t('album.lockedHint', { nickname: ownerNickname })}</p>
      )}
      {failure ? (
        <p role="alert" className={styles.error}>
          {chatFailureText(t, failure)}
        </p>
      ) : null}
      <div className={styles.actions}>
        {waiting ? null : (
          <Button
            variant="solid"
            size="sm"
            loading={status === 'requesting'}
            onClick={() => actorRef.send({ type: 'album.request' })}
          >
            {t('album.request')}
          </Button>
        )}
        {onMessageOwner ? (
          <Button variant="outline" size="sm" onClick={onMessageOwner}>
            {t('album.messageOwner', { nickname: ownerNickname })}
          </Button>
        ) : null}
      </div>
    </div>
  )
}

const styles = {
  box: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: '2',
    p: '5',
    borderRadius: '2xl',
    bg: 'bg.subtle',
  }),
  lock: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    w: '12',
    h: '12',
    borderRadius: 'full',
    bg: 'primary.subtle',
    color: 'primary.fg',
    '& svg': { w: '6', h: '6' },
  }),
  title: css({ fontWeight: 'bold', fontSize: 'md' }),
  text: css({ color: 'fg.muted', fontSize: 'sm' }),
  sent: css({ color: 'success.fg', fontSize: 'sm', fontWeight: 'semibold' }),
  error: css({ color: 'danger.fg', fontSize: 'sm' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '2', mt: '1' }),
}
