/**
 * The contact's actions (favorite, contacts, blacklist, share my album, report) and their private
 * album: the conversation page's side column from 1280 px (given to the panel as `side`), its sheet
 * below (conversation-side-sheet.tsx). Not in the partner widget, whose compact panel has no side
 * column: a module of its own, so the widget does not load it.
 */
import { useSelector } from '@xstate/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button } from '../../components/ui/button'
import { LockIcon } from '../../components/ui/icons'
import {
  selectContactId,
  selectHasAskedForAlbum,
  selectIsBlacklisted,
  selectIsContact,
  selectListBusy,
  selectListFailure,
} from '../../machines/conversation/conversation.selectors'
import { TheirAlbumPanel } from '../album-sharing/their-album-panel'
import { FavoriteButton } from '../favorites/favorite-button'
import { AppLink } from './app-link'
import { BlockIcon, FlagIcon, UserPlusIcon } from './chat-icons'
import { reportHref } from './chat-links'
import { conversationFrame } from './conversation-frame'
import type { ConversationPanelProps } from './conversation-panel'
import { chatFailureText } from './failure-text'

export type ConversationSideProps = ConversationPanelProps & { nickname: string }

export function ConversationSide({
  actorRef,
  albumActorRef,
  nickname,
  isFavorite,
  onNavigate,
  onShareAlbum,
  onFavoriteChange,
  favoriteLogic,
}: ConversationSideProps) {
  const { t } = useTranslation('chat')
  const contactId = useSelector(actorRef, selectContactId)
  const isBlacklisted = useSelector(actorRef, selectIsBlacklisted)
  const isContact = useSelector(actorRef, selectIsContact)
  const listBusy = useSelector(actorRef, selectListBusy)
  const listFailure = useSelector(actorRef, selectListFailure)
  const hasAsked = useSelector(actorRef, selectHasAskedForAlbum)
  const actionsId = useId()
  return (
    <aside className={styles.side} aria-label={t('side.label', { nickname })}>
      <section aria-labelledby={actionsId} className={styles.card}>
        <h2 id={actionsId} className={styles.sideHeading}>
          {t('side.actions')}
        </h2>
        <div className={styles.actions}>
          <FavoriteButton
            memberId={contactId}
            isFavorite={isFavorite}
            nickname={nickname}
            withLabel
            {...(onFavoriteChange ? { onChange: onFavoriteChange } : {})}
            {...(favoriteLogic ? { logic: favoriteLogic } : {})}
          />
          <Button
            variant="outline"
            size="sm"
            aria-busy={listBusy || undefined}
            onClick={() => actorRef.send({ type: isContact ? 'contact.remove' : 'contact.add' })}
          >
            <UserPlusIcon />
            {isContact ? t('actions.removeContact') : t('actions.addContact')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-busy={listBusy || undefined}
            onClick={() =>
              actorRef.send({ type: isBlacklisted ? 'contact.unblacklist' : 'contact.blacklist' })
            }
          >
            <BlockIcon />
            {isBlacklisted ? t('actions.unblacklist') : t('actions.blacklist')}
          </Button>
          {onShareAlbum ? (
            <Button variant="outline" size="sm" onClick={onShareAlbum}>
              <LockIcon />
              {t('actions.shareAlbum')}
            </Button>
          ) : null}
          <AppLink href={reportHref(nickname, contactId)} onNavigate={onNavigate} className={styles.report}>
            <FlagIcon />
            {t('actions.report')}
          </AppLink>
        </div>
        {listFailure ? (
          <p role="alert" className={styles.error}>
            {chatFailureText(t, listFailure)}
          </p>
        ) : null}
        <p role="status" className={styles.srOnly}>
          {isBlacklisted ? t('actions.blacklisted', { nickname }) : ''}
        </p>
      </section>
      {albumActorRef ? (
        <div className={styles.card}>
          <TheirAlbumPanel actorRef={albumActorRef} ownerNickname={nickname} hasAsked={hasAsked} />
        </div>
      ) : null}
    </aside>
  )
}

const styles = {
  side: conversationFrame.side,
  card: css({
    p: '4',
    bg: 'bg.surface',
    borderRadius: '2xl',
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
  }),
  sideHeading: css({ fontSize: 'md', fontWeight: 'bold' }),
  // A label longer than the column (a long nickname in "Ajouter … aux favoris") wraps in its button
  // instead of running past the card's edge.
  actions: css({
    display: 'flex',
    flexWrap: 'wrap',
    gap: '2',
    alignItems: 'flex-start',
    '& > *, & button': { maxW: 'full' },
    '& button': { h: 'auto', minH: '8', py: '1', whiteSpace: 'normal', textAlign: 'start' },
  }),
  report: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    height: '8',
    px: '3.5',
    borderRadius: 'pill',
    fontSize: 'sm',
    fontWeight: 'semibold',
    color: 'danger.fg',
    textDecoration: 'none',
    '& svg': { w: '1.15em', h: '1.15em' },
    _hover: { bg: 'danger.subtle' },
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  }),
  error: css({ color: 'danger.fg', fontSize: 'sm' }),
  srOnly: css({ srOnly: true }),
}
