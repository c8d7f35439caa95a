/**
 * The contact's private album beside a conversation: locked (ask for it), asked, shared (its
 * photos), none, or unreadable. A pure view over the album-sharing actor.
 */
import { useSelector } from '@xstate/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { ErrorState, LoadingState } from '../../components/ui/list-states'
import type { AlbumSharingActorRef } from '../../machines/album-sharing/album-sharing.machine'
import {
  selectSharedPhotos,
  selectTheirAlbumStatus,
  selectTheirFailure,
} from '../../machines/album-sharing/album-sharing.selectors'
import { chatFailureText } from '../chat/failure-text'
import { LockedAlbumPrompt } from './locked-album-prompt'

export interface TheirAlbumPanelProps {
  actorRef: AlbumSharingActorRef
  ownerNickname: string
  hasAsked?: boolean
}

export function TheirAlbumPanel({ actorRef, ownerNickname, hasAsked = false }: TheirAlbumPanelProps) {
  const { t } = useTranslation('chat')
  const status = useSelector(actorRef, selectTheirAlbumStatus)
  const photos = useSelector(actorRef, selectSharedPhotos)
  const failure = useSelector(actorRef, selectTheirFailure)
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {t('album.title', { nickname: ownerNickname })}
      </h2>
      {status === 'loading' ? <LoadingState className={styles.compact} /> : null}
      {status === 'failed' ? (
        <ErrorState
          message={failure ? chatFailureText(t, failure) : t('errors.generic')}
          onRetry={() => actorRef.send({ type: 'album.retry' })}
        />
      ) : null}
      {status === 'empty' ? (
        <p className={styles.muted}>{t('album.none', { nickname: ownerNickname })}</p>
      ) : null}
      {status === 'locked' || status === 'requesting' || status === 'requested' ? (
        <LockedAlbumPrompt actorRef={actorRef} ownerNickname={ownerNickname} hasAsked={hasAsked} />
      ) : null}
      {status === 'shared' ? (
        <>
          <p className={styles.shared}>{t('album.sharedWithYou', { nickname: ownerNickname })}</p>
          <ul className={styles.grid} aria-label={t('album.photosLabel', { nickname: ownerNickname })}>
            {photos.map((photo, index) => (
              <li key={photo.id}>
                <a href={photo.normal} target="_blank" rel="noreferrer" className={styles.photoLink}>
                  <img
                    src={photo.medium}
                    alt={t('album.photoAlt', {
                      nickname: ownerNickname,
                      index: index + 1,
                      count: photos.length,
                    })}
                    width={140}
                    height={140}
                    loading="lazy"
                    decoding="async"
                    className={styles.photo}
                  />
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}

const styles = {
  section: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  heading: css({ fontSize: 'md', fontWeight: 'bold' }),
  compact: css({ py: '3' }),
  muted: css({ color: 'fg.muted', fontSize: 'sm' }),
  shared: css({ color: 'success.fg', fontSize: 'sm', fontWeight: 'semibold' }),
  grid: css({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '2' }),
  photoLink: css({
    display: 'block',
    borderRadius: 'lg',
    overflow: 'hidden',
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  }),
  photo: css({ w: 'full', h: 'auto', aspectRatio: '1', objectFit: 'cover', display: 'block' }),
}
