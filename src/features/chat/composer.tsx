/**
 * The composer: the draft (kept by the conversation machine, so it survives a reload), Enter to send
 * (Shift+Enter for a new line), a photo button opening the photo picker, and the send button. A
 * blacklisted contact cannot be written to: the composer says so and offers to unblock them.
 */
import { useSelector } from '@xstate/react'
import { type FormEvent, type KeyboardEvent, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button, IconButton } from '../../components/ui/button'
import type { ConversationActorRef } from '../../machines/conversation/conversation.machine'
import {
  selectCanSend,
  selectDraft,
  selectIsBlacklisted,
  selectListBusy,
} from '../../machines/conversation/conversation.selectors'
import { ImageIcon, SendIcon } from './chat-icons'

/** The server refuses longer messages (2000 characters). */
export const MESSAGE_MAX_LENGTH = 2000

export interface ComposerProps {
  actorRef: ConversationActorRef
  contactNickname: string
  /** Opens the photo picker (modal `selectPhoto` in the app). */
  onPickPhoto: () => void
}

export function Composer({ actorRef, contactNickname, onPickPhoto }: ComposerProps) {
  const { t } = useTranslation('chat')
  const draft = useSelector(actorRef, selectDraft)
  const canSend = useSelector(actorRef, selectCanSend)
  const isBlacklisted = useSelector(actorRef, selectIsBlacklisted)
  const listBusy = useSelector(actorRef, selectListBusy)

  const send = (event?: FormEvent) => {
    event?.preventDefault()
    if (canSend) actorRef.send({ type: 'message.send' })
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      send()
    }
  }

  if (isBlacklisted) {
    return (
      <div className={styles.blocked}>
        <p>{t('composer.blocked', { nickname: contactNickname })}</p>
        <Button
          size="sm"
          variant="outline"
          loading={listBusy}
          onClick={() => actorRef.send({ type: 'contact.unblacklist' })}
        >
          {t('actions.unblacklist')}
        </Button>
      </div>
    )
  }

  return (
    <ComposerForm
      label={t('composer.label', { nickname: contactNickname })}
      draft={draft}
      canSend={canSend}
      onDraftChange={(text) => actorRef.send({ type: 'draft.change', text })}
      onSend={send}
      onKeyDown={onKeyDown}
      onPickPhoto={onPickPhoto}
    />
  )
}

export interface ComposerFormProps {
  /** The text box's name for assistive technologies. */
  label: string
  draft: string
  canSend: boolean
  onDraftChange?: (text: string) => void
  onSend?: (event: FormEvent) => void
  onKeyDown?: (event: KeyboardEvent<HTMLTextAreaElement>) => void
  onPickPhoto?: () => void
  /**
   * Nothing can be written yet: the conversation page's loading state, prerendered into the shell
   * (conversation-skeleton.tsx), before the app runs. The same form, so nothing moves when it does.
   */
  disabled?: boolean
}

/** The composer's form, a view of its values (the loading state draws it before the machine runs). */
export function ComposerForm({
  label,
  draft,
  canSend,
  onDraftChange,
  onSend,
  onKeyDown,
  onPickPhoto,
  disabled = false,
}: ComposerFormProps) {
  const { t } = useTranslation('chat')
  const id = useId()
  return (
    <form className={styles.form} onSubmit={onSend} aria-label={t('composer.formLabel')}>
      <IconButton aria-label={t('composer.photo')} variant="ghost" onClick={onPickPhoto} disabled={disabled}>
        <ImageIcon />
      </IconButton>
      <label htmlFor={id} className={styles.srOnly}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.input}
        value={draft}
        rows={1}
        maxLength={MESSAGE_MAX_LENGTH}
        placeholder={t('composer.placeholder')}
        disabled={disabled}
        onChange={(event) => onDraftChange?.(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <IconButton
        type="submit"
        aria-label={t('composer.send')}
        variant="solid"
        aria-disabled={!canSend || undefined}
        disabled={disabled}
      >
        <SendIcon />
      </IconButton>
    </form>
  )
}

const styles = {
  form: css({
    display: 'flex',
    alignItems: 'flex-end',
    gap: '2',
    p: '2',
    bg: 'bg.surface',
    borderRadius: '2xl',
  }),
  input: css({
    flex: '1',
    minW: '0',
    minH: '10',
    maxH: '40',
    px: '4',
    py: '2.5',
    resize: 'vertical',
    borderRadius: '3xl',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border.input',
    bg: 'bg.surface',
    color: 'fg.default',
    fontFamily: 'body',
    fontSize: 'md',
    lineHeight: '1.4',
    _placeholder: { color: 'fg.muted' },
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '1px' },
  }),
  blocked: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
    p: '4',
    borderRadius: '2xl',
    bg: 'warning.subtle',
    color: 'warning.fg',
    fontSize: 'sm',
  }),
  srOnly: css({ srOnly: true }),
}
