/**
 * A conversation as a panel (spec sections 2 and 3): the contact (avatar, nickname, age, location,
 * online), the credits counter, the virtualized history, the owner's answer to an album request,
 * the composer, and in the full layout a side column with what the host gives it (the app: the
 * actions and the contact's private album, conversation-side.tsx, and an ad). New messages from the
 * contact are announced to screen readers.
 *
 * It imports neither the router nor `src/app`: links go through `onNavigate`, dialogs through
 * `onPickPhoto` / `onShareAlbum`, and the side column and the loading state's history are slots, so
 * the partner widget embeds it as it is, with the compact layout, and loads none of them.
 */
import { useSelector } from '@xstate/react'
import { type ReactNode, useDeferredValue, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { ErrorState, LoadingState } from '../../components/ui/list-states'
import type { AlbumSharingActorRef } from '../../machines/album-sharing/album-sharing.machine'
import type { ConversationActorRef } from '../../machines/conversation/conversation.machine'
import {
  selectAlert,
  selectContact,
  selectContactId,
  selectContactOnline,
  selectCredits,
  selectIsLoading,
  selectLoadFailure,
  selectResyncFailure,
} from '../../machines/conversation/conversation.selectors'
import type { favoriteToggleMachine } from '../../machines/favorite-toggle/favorite-toggle.machine'
import { AlbumAnswerBar } from '../album-sharing/album-answer-bar'
import type { Navigate } from './app-link'
import { Composer } from './composer'
import { ContactHeader } from './contact-header'
import { conversationFrame } from './conversation-frame'
import { chatFailureText } from './failure-text'
import { MessageHistory } from './message-history'

export interface ConversationPanelProps {
  actorRef: ConversationActorRef
  /** The contact's album and the member's answers; null to leave albums out (the widget may). */
  albumActorRef: AlbumSharingActorRef | null
  /** The contact's nickname as known before the conversation is read (the link's slug, a list). */
  contactNickname: string
  isPremium: boolean
  /** Whether the contact is one of the member's favorites (the session knows). */
  isFavorite: boolean
  onNavigate?: Navigate | undefined
  /** Opens the photo picker. */
  onPickPhoto: () => void
  /** Opens the shareGallery dialog for this contact. */
  onShareAlbum?: (() => void) | undefined
  onFavoriteChange?: ((isFavorite: boolean) => void) | undefined
  /** 'compact' leaves out the side column (actions and album), for narrow hosts. */
  layout?: 'full' | 'compact'
  /**
   * The side column's content in the full layout: the contact's actions and album
   * (conversation-side.tsx). A slot, so a host with the compact layout alone (the widget) does not
   * load them.
   */
  side?: ReactNode
  /**
   * At the foot of the side column (the site's `chatRight` ad): beside the chat on wide screens,
   * after it on narrow ones, never in the compact layout. It may render nothing.
   */
  sideAd?: ReactNode
  /** The favorite toggle machine (stories pass a `.provide()`d one). */
  favoriteLogic?: typeof favoriteToggleMachine | undefined
  /**
   * The panel fills its container's height (the app's conversation page, sized to the screen): the
   * history scrolls, the composer stays at the bottom, and the side column shows from 1280 px only;
   * below, `headerAction` (a button opening it as a sheet) stands in the contact's header.
   */
  fillScreen?: boolean
  headerAction?: ReactNode
  /**
   * Stands in for the history while the conversation is read (the app's page: its loading state goes
   * on, history-while-loading.tsx), the composer under it, so the member can start writing, and the
   * composer stays the same element when the history comes: what they type is not lost. Without it,
   * a spinner stands in for both (the widget).
   */
  historyWhileLoading?: ReactNode
}

export function ConversationPanel(props: ConversationPanelProps) {
  const {
    actorRef,
    albumActorRef,
    isPremium,
    onNavigate,
    onPickPhoto,
    layout = 'full',
    fillScreen: fill = false,
  } = props
  const { t } = useTranslation('chat')
  const contact = useSelector(actorRef, selectContact)
  // Deferred, as the route guard's status: the history arriving mounts the messages, the composer
  // and the virtualizer's measuring in one render; in a transition it is done in slices (a
  // conversation's load, observed at 4x CPU: blocking time 94 → 47 ms, median of 5 and 7 loads) while
  // the loading state stays on screen.
  const isLoading = useDeferredValue(useSelector(actorRef, selectIsLoading))
  const loadFailure = useSelector(actorRef, selectLoadFailure)
  const resyncFailure = useSelector(actorRef, selectResyncFailure)
  const alert = useSelector(actorRef, selectAlert)
  const nickname = contact?.nickname || props.contactNickname
  const headingId = useId()

  return (
    <div
      className={cx(
        styles.layout,
        layout === 'full' && (fill ? styles.layoutFill : styles.layoutFull),
        fill && styles.fill,
      )}
    >
      <section className={cx(styles.chat, fill && styles.chatFill)} aria-labelledby={headingId}>
        <ConversationHeader {...props} nickname={nickname} headingId={headingId} />
        {loadFailure ? (
          <ErrorState
            message={`${t('conversation.loadFailed')} ${chatFailureText(t, loadFailure)}`}
            onRetry={() => actorRef.send({ type: 'conversation.retry' })}
          />
        ) : isLoading && !props.historyWhileLoading ? (
          <LoadingState label={t('conversation.loading')} className={styles.loading} />
        ) : (
          <>
            {isLoading ? (
              props.historyWhileLoading
            ) : (
              <>
                {resyncFailure ? (
                  <p role="alert" className={styles.alert}>
                    {t('conversation.resyncFailed')}
                  </p>
                ) : null}
                <MessageHistory
                  actorRef={actorRef}
                  contactNickname={nickname}
                  isPremium={isPremium}
                  onNavigate={onNavigate}
                  className={fill ? styles.historyFill : styles.history}
                />
                {alert ? <p className={styles.alert}>{alert}</p> : null}
                {albumActorRef ? (
                  <AlbumAnswerBar
                    conversationRef={actorRef}
                    albumRef={albumActorRef}
                    contactNickname={nickname}
                  />
                ) : null}
              </>
            )}
            <Composer actorRef={actorRef} contactNickname={nickname} onPickPhoto={onPickPhoto} />
          </>
        )}
        <ArrivalAnnouncer actorRef={actorRef} nickname={nickname} />
      </section>
      {layout === 'full' ? (
        <div className={cx(styles.side, fill && styles.sideFill)}>
          {props.side}
          {props.sideAd}
        </div>
      ) : null}
    </div>
  )
}

function ConversationHeader({
  actorRef,
  nickname,
  headingId,
  onNavigate,
  headerAction,
}: ConversationPanelProps & { nickname: string; headingId: string }) {
  const { t } = useTranslation('chat')
  const contact = useSelector(actorRef, selectContact)
  const contactId = useSelector(actorRef, selectContactId)
  const online = useSelector(actorRef, selectContactOnline)
  const credits = useSelector(actorRef, selectCredits)
  const details = [contact?.age ? t('contact.age', { age: contact.age }) : '', contact?.location ?? '']
    .filter(Boolean)
    .join(' · ')
  return (
    <ContactHeader
      nickname={nickname}
      contactId={contactId}
      headingId={headingId}
      avatar={contact?.avatar?.small}
      online={online}
      details={details}
      credits={credits}
      action={headerAction}
      onNavigate={onNavigate}
    />
  )
}

/** Says each new message from the contact aloud (a polite live region). */
function ArrivalAnnouncer({ actorRef, nickname }: { actorRef: ConversationActorRef; nickname: string }) {
  const { t } = useTranslation('chat')
  const [announcement, setAnnouncement] = useState('')
  useEffect(() => {
    const subscription = actorRef.on('message.arrived', ({ message }) => {
      setAnnouncement(
        message.text
          ? t('history.arrived', { nickname, text: message.text })
          : t('history.arrivedPhoto', { nickname }),
      )
    })
    return () => subscription.unsubscribe()
  }, [actorRef, nickname, t])
  return (
    <div aria-live="polite" className={styles.srOnly} data-testid="chat-announcer">
      {announcement}
    </div>
  )
}

const styles = {
  ...conversationFrame,
  history: css({ h: { base: '60dvh', md: 'min(65vh, 44rem)' } }),
  loading: css({ minH: '40' }),
  srOnly: css({ srOnly: true }),
}
