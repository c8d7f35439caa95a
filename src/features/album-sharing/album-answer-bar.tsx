/**
 * The owner answers from the chat (spec section 4): when the contact asked for the member's private
 * album and no answer went out yet, a bar above the composer offers Accept (a1) and Refuse (a-1).
 */
import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button } from '../../components/ui/button'
import { LockIcon } from '../../components/ui/icons'
import type { AlbumSharingActorRef } from '../../machines/album-sharing/album-sharing.machine'
import {
  selectIsAccepting,
  selectIsRefusing,
  selectMyFailure,
} from '../../machines/album-sharing/album-sharing.selectors'
import type { ConversationActorRef } from '../../machines/conversation/conversation.machine'
import { selectPendingAlbumRequest } from '../../machines/conversation/conversation.selectors'
import { chatFailureText } from '../chat/failure-text'

export interface AlbumAnswerBarProps {
  conversationRef: ConversationActorRef
  albumRef: AlbumSharingActorRef
  contactNickname: string
}

export function AlbumAnswerBar({ conversationRef, albumRef, contactNickname }: AlbumAnswerBarProps) {
  const { t } = useTranslation('chat')
  const request = useSelector(conversationRef, selectPendingAlbumRequest)
  const accepting = useSelector(albumRef, selectIsAccepting)
  const refusing = useSelector(albumRef, selectIsRefusing)
  const failure = useSelector(albumRef, selectMyFailure)
  // The request answered here, until the conversation read again lists the answer.
  const [answeredId, setAnsweredId] = useState<string | null>(null)
  const requestId = request?.id ?? null
  useEffect(() => {
    const subscription = albumRef.on('album.answered', () => setAnsweredId(requestId))
    return () => subscription.unsubscribe()
  }, [albumRef, requestId])

  if (!request || request.id === answeredId) return null
  return (
    <section className={styles.bar} aria-label={t('album.requestBarLabel')}>
      <span className={styles.icon} aria-hidden="true">
        <LockIcon />
      </span>
      <p className={styles.text}>{t('album.requestReceived', { nickname: contactNickname })}</p>
      <div className={styles.actions}>
        <Button
          size="sm"
          variant="solid"
          loading={accepting}
          disabled={refusing}
          onClick={() => albumRef.send({ type: 'album.accept' })}
        >
          {t('album.accept')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          loading={refusing}
          disabled={accepting}
          onClick={() => albumRef.send({ type: 'album.refuse' })}
        >
          {t('album.refuse')}
        </Button>
      </div>
      {failure ? (
        <p role="alert" className={styles.error}>
          {chatFailureText(t, failure)}
        </p>
      ) : null}
    </section>
  )
}

const styles = {
  bar: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '3',
    px: '4',
    py: '3',
    borderRadius: 'xl',
    bg: 'primary.subtle',
    color: 'fg.default',
  }),
  icon: css({ color: 'primary.fg', display: 'inline-flex', '& svg': { w: '5', h: '5' } }),
  text: css({ flex: '1', minW: '12rem', fontSize: 'sm', fontWeight: 'semibold' }),
  actions: css({ display: 'flex', gap: '2' }),
  error: css({ flexBasis: 'full', color: 'danger.fg', fontSize: 'sm' }),
}
